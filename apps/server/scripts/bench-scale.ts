// Scale-out benchmark (issue 21), printed, not timed: the week calendar (20 operators, 2,000
// appointments, gzip as browsers ask for it) under 50 connections, on PostgreSQL, against one
// server process and then spread over three (autocannon shares its connections among the
// URLs). Every process is `node src/main.ts` with MIGRATE_ON_START=false on one database,
// migrated once, as README "Produzione" runs them. `npm run bench:scale -w @agendina/server`
// starts a throwaway cluster (scripts/bench-scale.sh); on a 2-core machine the three processes,
// PostgreSQL and autocannon share the same cores, so the figure says more about coherence costs
// than about the headroom of real hardware. First the figure of issue #37 point 5: the same week
// read through the three processes by 20 connections while 5 writes a second change it (target
// p99 ≤ 60 ms, no errors), with the processor time of the servers and of PostgreSQL per request;
// BENCH_WRITES_ONLY=1 prints only that one (decision 0073).
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/db/database.ts';
import { defaultAppConfig } from '../src/config.ts';
import {
  createDatabase,
  runScript,
  startServers,
  stopServers,
  waitReady,
} from '../scale/processes.ts';
import type { ServerProcess } from '../scale/processes.ts';
import { BENCH_WEEK, benchLogin, runLoad, seedBenchWeek } from './bench-support.ts';
import { processorMsOf, startWrites, targetLine } from './bench-writes.ts';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const PROCESSES = Number(process.env['BENCH_PROCESSES'] ?? 3);
const WRITE_READERS = 20;
const WRITES_PER_SECOND = 5;
const WRITE_TARGET_MS = 60;
const clusterUrl = process.env['DATABASE_URL'];
if (!clusterUrl) {
  console.error(
    'Serve PostgreSQL: npm run bench:scale -w @agendina/server (avvia un cluster usa e getta)',
  );
  process.exit(1);
}

const database = await createDatabase(clusterUrl, 'agendina_bench');
let servers: ServerProcess[] = [];
try {
  await runScript('migrate.ts', { DATABASE_URL: database.url });
  const handle = await openDatabase(undefined, { databaseUrl: database.url, migrate: false });
  await seedBenchWeek(handle.db, defaultAppConfig);
  await handle.close();
  // No per-process pool beyond what PostgreSQL's max_connections allows for all of them.
  servers = await startServers(PROCESSES, database.url);
  await waitReady(servers);
  const urls = servers.map((s) => `${s.base}/appointments/calendar?${BENCH_WEEK}`);
  const headers = { ...(await benchLogin(servers[0]!.base)), 'Accept-Encoding': 'gzip' };
  // Warm each process (its prepared statements and its cache of this week) before measuring.
  await Promise.all(urls.map((url) => fetch(url, { headers }).then((r) => r.arrayBuffer())));
  console.log(
    `\nBenchmark su PostgreSQL con ${PROCESSES} processi (loopback, ${DURATION} s): GET /appointments/calendar, settimana con 20 operatori e 2.000 appuntamenti, gzip, mentre ${WRITES_PER_SECOND} scritture al secondo la cambiano\n`,
  );
  const postmaster = await postmasterPid(database.url);
  const pids = servers.map((s) => s.child.pid as number);
  const processorBefore = [processorMsOf(pids), processorMsOf([postmaster], true)] as const;
  const writes = await startWrites(
    servers.map((s) => s.base),
    { Authorization: headers.Authorization },
    WRITES_PER_SECOND,
  );
  const reads = await runLoad(
    `${PROCESSES} processi, ${WRITE_READERS} conn., ${WRITES_PER_SECOND} scritture/s`,
    { url: urls, headers, duration: DURATION, connections: WRITE_READERS },
  );
  const tally = await writes.stop();
  const requests = reads.requests.total + tally.writes;
  const serverMs = (processorMsOf(pids) - processorBefore[0]) / requests;
  const postgresMs = (processorMsOf([postmaster], true) - processorBefore[1]) / requests;
  console.log(
    `${'  scritture (POST e DELETE /appointments)'.padEnd(52)} ${tally.writes} in ${DURATION} s   errori ${tally.errors}`,
  );
  console.log(
    `\n${targetLine(
      `Settimana con ${WRITE_READERS} connessioni e ${WRITES_PER_SECOND} scritture al secondo, PostgreSQL, ${PROCESSES} processi`,
      reads.latency.p99,
      reads.non2xx + reads.errors + tally.errors,
      WRITE_TARGET_MS,
      `${serverMs.toFixed(2)} ms nei server + ${postgresMs.toFixed(2)} ms in PostgreSQL (user+sys; ${(((serverMs + postgresMs) * requests) / 1000).toFixed(1)} s in tutto)`,
    )}\n`,
  );
  if (process.env['BENCH_WRITES_ONLY'] !== '1') await scaleOut(urls, headers);
} finally {
  await stopServers(servers);
  await database.drop();
}

/** The PID of PostgreSQL's postmaster: the parent of the backend that answers this query. */
async function postmasterPid(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const stat = readFileSync(`/proc/${rows[0]?.pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } finally {
    await client.end();
  }
}

/** One process against three, reads only, as issue 21 asked for them. */
async function scaleOut(urls: string[], headers: Record<string, string>): Promise<void> {
  console.log(
    `\nBenchmark di scale-out su PostgreSQL (loopback, ${DURATION} s, ${CONNECTIONS} connessioni): GET /appointments/calendar, settimana con 20 operatori e 2.000 appuntamenti, gzip\n`,
  );
  const single = await runLoad('1 processo', {
    url: urls[0]!,
    headers,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  // autocannon shares the connections among the URLs (LoadOptions).
  const spread = await runLoad(`${PROCESSES} processi (connessioni ripartite)`, {
    url: urls,
    headers,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  console.log(
    `\n${PROCESSES} processi / 1 processo: ${(spread.requests.average / single.requests.average).toFixed(2)}× le richieste al secondo, p99 ${spread.latency.p99} ms contro ${single.latency.p99} ms (${CONNECTIONS} connessioni, ${PROCESSES} processi e PostgreSQL su questa macchina)\n`,
  );
}
