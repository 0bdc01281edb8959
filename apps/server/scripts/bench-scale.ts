// Scale-out benchmark (issue 21), printed, not timed: the week calendar (20 operators, 2,000
// appointments, gzip as browsers ask for it) under 50 connections, on PostgreSQL, against one
// server process and then spread over three (autocannon shares its connections among the
// URLs). Every process is `node src/main.ts` with MIGRATE_ON_START=false on one database,
// migrated once, as README "Produzione" runs them. `npm run bench:scale -w @agendina/server`
// starts a throwaway cluster (scripts/bench-scale.sh); on a 2-core machine the three processes,
// PostgreSQL and autocannon share the same cores, so the figure says more about coherence costs
// than about the headroom of real hardware.
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

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const PROCESSES = Number(process.env['BENCH_PROCESSES'] ?? 3);
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
    `\nBenchmark di scale-out su PostgreSQL (loopback, ${DURATION} s, ${CONNECTIONS} connessioni): GET /appointments/calendar, settimana con 20 operatori e 2.000 appuntamenti, gzip\n`,
  );
  const single = await runLoad('1 processo', {
    url: urls[0]!,
    headers,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  // autocannon takes several URLs and shares the connections among them (its README, `url`);
  // @types/autocannon declares only one.
  const spread = await runLoad(`${PROCESSES} processi (connessioni ripartite)`, {
    url: urls as unknown as string,
    headers,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  console.log(
    `\n${PROCESSES} processi / 1 processo: ${(spread.requests.average / single.requests.average).toFixed(2)}× le richieste al secondo, p99 ${spread.latency.p99} ms contro ${single.latency.p99} ms (${CONNECTIONS} connessioni, ${PROCESSES} processi e PostgreSQL su questa macchina)\n`,
  );
} finally {
  await stopServers(servers);
  await database.drop();
}
