// «Statistiche» benchmark (issue #36), printed: a salon with two years of history (50,000 visits,
// 40,000 receipts) on PGlite, each panel's call must answer in p95 < 150 ms, for a month and for
// a year (whose previous period reaches back to the first day of the history). Other salons have
// rows of their own, for the salon filters to leave out. The calls go through the real app
// (app.request: routing, auth, validation, the contract's response), after a warm-up.
// `npm run bench:statistics -w @agendina/server`; BENCH_VISITS, BENCH_RECEIPTS and BENCH_RUNS
// change the size and the runs; DATABASE_URL runs it on PostgreSQL. Exits 1 on a miss.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { defaultAppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { subscriptions, users } from '../src/db/schema/index.ts';
import { timeCalls, timedLine } from './measure.ts';
import { signedIn } from './signed-in.ts';
import { OPERATORS, salonWithHistory } from './statistics-seed.ts';

const VISITS = Number(process.env['BENCH_VISITS'] ?? 50_000);
const RECEIPTS = Number(process.env['BENCH_RECEIPTS'] ?? 40_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);
const WARM_UP = 3;
const LIMIT_MS = 150;
const OTHER_SALONS = 2;
const EMAIL = 'bench-statistiche@agendina.it';
const PASSWORD = 'Statistiche2026!';

const started = performance.now();
const handle = await openDatabase(undefined, { databaseUrl: process.env['DATABASE_URL'] ?? '' });
const { db } = handle;
const config = { ...defaultAppConfig, printOutbox: false };

const salonId = await salonWithHistory(db, 'Salone Benchmark Statistiche', VISITS, RECEIPTS);
await db.insert(users).values({
  salonId,
  email: EMAIL,
  name: 'Benchmark statistiche',
  passwordHash: await hashPassword(PASSWORD, config),
  emailVerified: true,
});
await db.insert(subscriptions).values({
  salonId,
  status: 'ACTIVE',
  planCode: 'PREMIUM',
  currentPeriodEnd: new Date(Date.now() + 30 * 864e5),
});
for (let n = 1; n <= OTHER_SALONS; n++)
  await salonWithHistory(db, `Altro salone ${n}`, VISITS / 10, RECEIPTS / 10);
// Fresh planner statistics, as autovacuum would have after two years of inserts.
await db.execute(sql`analyze`);
const seeded = performance.now();

const app = createApp({ db, allowedOrigins: [], config });
const headers = await signedIn(app, EMAIL, PASSWORD);

/** Times RUNS calls of `path`; prints the figures and PASS or FAIL. */
async function measure(title: string, path: string, describe: (body: never) => string) {
  const timed = await timeCalls(() => app.request(path, { headers }), RUNS, WARM_UP);
  console.log(timedLine(title, timed, LIMIT_MS, describe(timed.body as never)));
  return timed.p95 < LIMIT_MS;
}

type Both<T> = { current: T; previous: T };
const euro = (cents: number) => `${(cents / 100).toLocaleString('it-IT')} €`;
const PANELS: [string, string, (body: never) => string][] = [
  [
    'occupancy',
    'occupazione',
    (b: Both<{ totals: { occupancyRate: number; bookedMinutes: number } }>) =>
      `${b.current.totals.bookedMinutes} min prenotati, ${Math.round(b.current.totals.occupancyRate * 100)}% contro ${Math.round(b.previous.totals.occupancyRate * 100)}%`,
  ],
  [
    'revenue',
    'incassi',
    (b: Both<{ totalCents: number; receipts: number; byDay: unknown[] }>) =>
      `${euro(b.current.totalCents)} in ${b.current.receipts} scontrini, ${b.current.byDay.length} giorni; prima ${euro(b.previous.totalCents)}`,
  ],
  [
    'clients',
    'clienti',
    (b: Both<{ clients: number; newClients: number; cameBackRate: number }>) =>
      `${b.current.clients} clienti, ${b.current.newClients} nuovi, ${Math.round(b.current.cameBackRate * 100)}% tornati entro 8 settimane`,
  ],
  [
    'cancellations',
    'mancate presenze e disdette',
    (b: Both<{ visits: number; noShows: number; lateCancellations: number }>) =>
      `${b.current.visits} visite, ${b.current.noShows} assenze, ${b.current.lateCancellations} disdette tardive`,
  ],
  [
    'sources',
    'prenotazioni per canale',
    (b: Both<{ total: number; bySource: Record<string, number> }>) =>
      `${b.current.total}: ${Object.entries(b.current.bySource)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
  ],
  [
    'top-services',
    'servizi principali',
    (b: Both<{ services: { serviceName: string; count: number; revenueCents: number }[] }>) =>
      b.current.services
        .slice(0, 2)
        .map((s) => `${s.serviceName} ${s.count} × ${euro(s.revenueCents)}`)
        .join(', '),
  ],
];
const PERIODS = [
  ['ottobre 2026', 'from=2026-10-01&to=2026-10-31'],
  ['un anno', 'from=2025-12-01&to=2026-11-30'],
] as const;

console.log(
  `\nBenchmark delle statistiche su ${handle.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${VISITS.toLocaleString('it-IT')} visite e ${RECEIPTS.toLocaleString('it-IT')} scontrini in due anni, ${OPERATORS} operatori (più ${OTHER_SALONS} altri saloni con un decimo ciascuno), dati scritti in ${((seeded - started) / 1000).toFixed(1)} s; ${RUNS} chiamate dopo ${WARM_UP} di riscaldamento, soglia p95 < ${LIMIT_MS} ms; carico della macchina ${loadavg()[0]?.toFixed(1)} su ${availableParallelism()} core\n`,
);
const results: boolean[] = [];
for (const [label, query] of PERIODS)
  for (const [path, title, describe] of PANELS)
    results.push(await measure(`${title}, ${label}`, `/statistics/${path}?${query}`, describe));
console.log(`\nTotale: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  results.every(Boolean) ? 'Tutto sotto la soglia.' : 'Qualcosa sopra la soglia: vedi FAIL.',
);
await handle.close();
process.exitCode = results.every(Boolean) ? 0 : 1;
