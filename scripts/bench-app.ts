// What the benchmarks that drive the real app share (booking-lighthouse.ts, interaction-bench.ts):
// the e2e build, built when missing, and the real API server on PGlite in memory with the demo
// salons, started as `npm start` starts it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

/** The build a benchmark measures (its date printed: rebuild it after changing the app). */
export function ensureE2eBuild(dist: string, marker: string): void {
  if (!existsSync(marker)) {
    console.log(`${marker} non c'è: compilo la build e2e (npm run build:e2e -w @agendina/web)`);
    const built = spawnSync('npm', ['run', 'build:e2e', '-w', '@agendina/web'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  console.log(`Build misurata: ${dist} (${statSync(marker).mtime.toISOString()})`);
}

export interface ApiServer {
  child: ChildProcess;
  /** Its address, once it listens and answers /health (it seeds the demo salons before). */
  ready: Promise<string>;
  stop: () => void;
}

/** The API server on `port` (0: any free one), PGlite in memory, the demo salons. */
export function startApi(port = 0, env: Record<string, string> = {}): ApiServer {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory',
      DATABASE_URL: '',
      PRINT_OUTBOX: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /in ascolto su (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`il server API è uscito (${code}): ${output}`)));
  });
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  return { child, ready: address.then(waitForHealth), stop };
}

async function waitForHealth(api: string): Promise<string> {
  for (let tries = 0; tries < 300; tries++) {
    const status = await fetch(`${api}/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${api}/health non risponde`);
}
