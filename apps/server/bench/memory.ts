// `npm run bench:memory -w @agendina/server` (issue #32, item 7): the resident memory (RSS, from
// /proc) of the real server (node src/main.ts) on PGlite with the demo salons: at idle after
// start, at the peak of a demo load (the calendar of a week, the dashboard and the client list,
// as the demo owner), and at idle again afterwards. Prints the figures; a benchmark, not a test.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_SALONS } from '../src/seed/demo-data.ts';
import { runLoad } from '../scripts/bench-support.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const LOAD_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 15);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const dataDir = await mkdtemp(join(tmpdir(), 'agendina-memoria-'));
const child = spawn(process.execPath, ['src/main.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    // A data directory on disk, as `npm start` runs (MEMORY_BENCH_DATA_DIR=memory for RAM only).
    PGLITE_DATA_DIR: process.env['MEMORY_BENCH_DATA_DIR'] ?? dataDir,
    PRINT_OUTBOX: 'false',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /in ascolto su (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const pid = child.pid as number;
  for (;;) {
    if (
      (await fetch(`${base}/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      break;
    await sleep(200);
  }
  await sleep(5000);
  const idle = await rssMb(pid);

  const owner = DEMO_SALONS[0];
  if (!owner) throw new Error('nessun salone demo');
  const login = (await (
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    })
  ).json()) as { token: string };
  const headers = { Authorization: `Bearer ${login.token}` };
  let peak = idle;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)));
  }, 250);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const load = (title: string, path: string) =>
    runLoad(title, { url: `${base}${path}`, headers, duration: LOAD_SECONDS / 3, connections: 10 });
  await load(
    'carico demo: calendario della settimana',
    `/appointments/calendar?from=${day(0)}&to=${day(6)}`,
  );
  await load('carico demo: dashboard di oggi', '/dashboard/bookings-today');
  await load('carico demo: archivio clienti', '/clients?page=0&size=50');
  clearInterval(sampler);
  await sleep(5000);
  const after = await rssMb(pid);
  console.log(
    `\nMemoria residente del server su PGlite (RSS, saloni demo):\n` +
      `  a riposo dopo l'avvio   ${String(idle).padStart(5)} MB\n` +
      `  picco sotto carico      ${String(peak).padStart(5)} MB\n` +
      `  a riposo dopo il carico ${String(after).padStart(5)} MB\n`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
