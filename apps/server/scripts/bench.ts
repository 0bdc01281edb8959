// Load benchmark (issue 6, step 9): loopback only, bounded (10 s, 10 connections per scenario).
// The server runs in a child process (scripts/bench-server.ts) so autocannon does not share its
// event loop. Prints requests per second and p99 latency of GET /appointments/calendar for a
// week with 20 operators and 2,000 appointments (as a browser asks for it, gzip, and without
// compression), and of POST /auth/login.
// Where a request's time goes and what was done about it: decisions 0008 §3 and 0012.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  BENCH_WEEK as WEEK,
  benchLogin,
  runLoad,
} from './bench-support.ts';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), [], {
  stdio: 'inherit',
});
try {
  const { base } = await new Promise<{ base: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { base: string }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const auth = await benchLogin(base);
  const week = (await (
    await fetch(`${base}/appointments/calendar?${WEEK}`, { headers: auth })
  ).json()) as { days: { hairdressers: { appointments: unknown[] }[] }[] };
  const operators = week.days[0]?.hairdressers.length ?? 0;
  const count = week.days.flatMap((d) => d.hairdressers.flatMap((h) => h.appointments)).length;

  const run = (title: string, options: autocannon.Options) =>
    runLoad(title, { duration: DURATION, connections: CONNECTIONS, ...options });
  console.log(
    `\nBenchmark su ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'} (loopback, ${DURATION} s, ${CONNECTIONS} connessioni): settimana con ${operators} operatori e ${count} appuntamenti\n`,
  );
  // Browsers always send Accept-Encoding; the calendar is served gzip to them (the bench week: 1.09 MB → 46 kB).
  const calendar = await run('GET /appointments/calendar (settimana, gzip)', {
    url: `${base}/appointments/calendar?${WEEK}`,
    headers: { ...auth, 'Accept-Encoding': 'gzip, deflate, br' },
  });
  await run('GET /appointments/calendar (senza compressione)', {
    url: `${base}/appointments/calendar?${WEEK}`,
    headers: auth,
  });
  await run('POST /auth/login (argon2id)', {
    url: `${base}/auth/login`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  console.log(
    `\nObiettivo p99 del calendario < 50 ms: ${calendar.latency.p99 < 50 ? 'raggiunto' : 'NON raggiunto'} (${calendar.latency.p99} ms)\n`,
  );
} finally {
  child.kill('SIGTERM');
}
