// Load benchmark (issue 6, step 9): loopback only, bounded (10 s, 10 connections per scenario).
// The server runs in a child process (scripts/bench-server.ts) so autocannon does not share its
// event loop. Prints requests per second and p99 latency of GET /appointments/calendar for a
// week with 20 operators and 2,000 appointments (as a browser asks for it, gzip, and without
// compression), and of POST /auth/login. First the figure of issue #37 point 5: the same week
// read by 20 connections while 5 writes a second change it (target p99 ≤ 30 ms, no errors);
// BENCH_WRITES_ONLY=1 prints only that one.
// Where a request's time goes and what was done about it: decisions 0008 §3, 0012 and 0073.
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
import { processorMsOf, startWrites, targetLine } from './bench-writes.ts';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
/** Issue #37 point 5: week reads with 20 connections and 5 writes a second, p99 ≤ 30 ms on PGlite. */
const WRITE_READERS = 20;
const WRITES_PER_SECOND = 5;
const WRITE_TARGET_MS = 30;

const run = (title: string, options: autocannon.Options) =>
  runLoad(title, { duration: DURATION, connections: CONNECTIONS, ...options });

/** The issue's figure: reads of the week by 20 connections under 5 writes a second. */
async function readsUnderWrites(base: string, auth: { Authorization: string }, pid: number) {
  const processorBefore = processorMsOf([pid]);
  const writes = await startWrites([base], auth, WRITES_PER_SECOND);
  const reads = await run(
    `GET /appointments/calendar (${WRITE_READERS} conn., ${WRITES_PER_SECOND} scritture/s)`,
    {
      url: `${base}/appointments/calendar?${WEEK}`,
      headers: { ...auth, 'Accept-Encoding': 'gzip, deflate, br' },
      connections: WRITE_READERS,
    },
  );
  const tally = await writes.stop();
  const perRequest =
    (processorMsOf([pid]) - processorBefore) / (reads.requests.total + tally.writes);
  console.log(
    `${'  scritture (POST e DELETE /appointments)'.padEnd(52)} ${tally.writes} in ${DURATION} s   errori ${tally.errors}`,
  );
  console.log(
    `\n${targetLine(
      `Settimana con ${WRITE_READERS} connessioni e ${WRITES_PER_SECOND} scritture al secondo, PGlite, 1 processo`,
      reads.latency.p99,
      reads.non2xx + reads.errors + tally.errors,
      WRITE_TARGET_MS,
      `${perRequest.toFixed(2)} ms (server, user+sys; ${((perRequest * (reads.requests.total + tally.writes)) / 1000).toFixed(1)} s in tutto)`,
    )}\n`,
  );
}

/** The reads alone and the login, as issue 6 asked for them. */
async function readsAndLogin(base: string, auth: { Authorization: string }) {
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
}

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
  console.log(
    `\nBenchmark su ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'} (loopback, ${DURATION} s, ${CONNECTIONS} connessioni): settimana con ${operators} operatori e ${count} appuntamenti\n`,
  );
  await readsUnderWrites(base, auth, child.pid as number);
  if (process.env['BENCH_WRITES_ONLY'] !== '1') await readsAndLogin(base, auth);
} finally {
  child.kill('SIGTERM');
}
