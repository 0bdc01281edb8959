// `npm start`: the API server and the built web app side by side, stopped together.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env['PORT'] ?? '8080';
const webPort = process.env['WEB_PORT'] ?? '5173';
const apiUrl = process.env['VITE_API_URL'] ?? `http://localhost:${apiPort}`;

const children: ChildProcess[] = [];
const run = (command: string, args: string[], env: NodeJS.ProcessEnv, cwd = '.') => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${command} ${args.join(' ')} è terminato con codice ${code}`);
      stopAll(code);
    }
  });
  children.push(child);
};
const stopAll = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

run('node', ['apps/server/src/main.ts'], {
  PORT: apiPort,
  ALLOWED_ORIGINS:
    process.env['ALLOWED_ORIGINS'] ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
});
// The web app and the public site were built by `npm start` just before; VITE_API_URL is baked
// in at build time. serve/main.ts serves them as in production (a real 404 for unknown paths),
// and renders the salons' booking pages /prenota/{slug} from the API at this address.
run(
  'node',
  ['serve/main.ts', '--host', 'localhost', '--port', webPort],
  { VITE_API_URL: apiUrl },
  'apps/web',
);

/**
 * Says where to go once the API answers: it listens only after seeding the demo (some ten seconds
 * on a new machine), and the web app, up sooner, met a login sent before that with an error.
 */
async function sayWhenReady(): Promise<void> {
  const answers = () =>
    fetch(`${apiUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`\nAgendina: apri http://localhost:${webPort} (API su ${apiUrl})\n`);
}
void sayWhenReady();
