// Cash desk benchmark (issue #16), printed, not a timed test: with a year of a busy salon's
// receipts (40,000) on PGlite, GET /cash/report for a month (/cassa/report) and the first page of
// GET /cash/receipts (/cassa/storico) must answer in p95 < 200 ms. The data is written in bulk
// (cash-seed.ts); the calls go through the real app (app.request: routing, auth, validation,
// the contract's response), after a warm-up. `npm run bench:cash -w @agendina/server`;
// BENCH_RECEIPTS and BENCH_RUNS change the size and the number of runs. It prints PASS or FAIL
// and the machine's load, and exits 0 either way: a figure to read, not a test to gate on.
import { availableParallelism, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { signedIn } from './signed-in.ts';
import { defaultAppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { hairdressers, salons, users } from '../src/db/schema/index.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, seedBenchWeek } from '../scripts/bench-support.ts';
import { BENCH_YEAR, seedReceipts } from './cash-seed.ts';
import { percentile } from './percentile.ts';

const RECEIPTS = Number(process.env['BENCH_RECEIPTS'] ?? 40_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);
const WARM_UP = 3;
const LIMIT_MS = 200;
/** Other salons and their receipts: the tenancy filters must leave them out. */
const OTHER_SALONS = 3;
const OTHER_RECEIPTS = 5_000;

const started = performance.now();
const handle = await openDatabase(undefined, { databaseUrl: process.env['DATABASE_URL'] ?? '' });
const { db } = handle;
const config = { ...defaultAppConfig, printOutbox: false };
// The benchmark salon of scripts/bench-support.ts (its user, 20 operators), with the digital cash desk.
await seedBenchWeek(db, config);
const [user] = await db.select().from(users).where(eq(users.email, BENCH_EMAIL));
if (!user?.salonId) throw new Error('utente del benchmark mancante');
const salonId = user.salonId;
await db.update(salons).set({ digitalCashEnabled: true }).where(eq(salons.id, salonId));
const operators = await db
  .select({ id: hairdressers.id })
  .from(hairdressers)
  .where(eq(hairdressers.salonId, salonId))
  .limit(6);
await seedReceipts(db, {
  salonId,
  userId: user.id,
  receipts: RECEIPTS,
  operatorIds: operators.map((o) => o.id),
});
for (let n = 1; n <= OTHER_SALONS; n++) {
  const [other] = await db
    .insert(salons)
    .values({ name: `Altro salone ${n}`, digitalCashEnabled: true })
    .returning({ id: salons.id });
  const theirs = await db
    .insert(hairdressers)
    .values([1, 2, 3].map((i) => ({ salonId: other!.id, name: `Operatore ${n}.${i}` })))
    .returning({ id: hairdressers.id });
  await seedReceipts(db, {
    salonId: other!.id,
    userId: null,
    receipts: OTHER_RECEIPTS,
    operatorIds: theirs.map((o) => o.id),
  });
}
// Fresh planner statistics, as autovacuum would have after a year of inserts.
await db.execute('analyze');
const seeded = performance.now();

const app = createApp({ db, allowedOrigins: [], config });
const headers = await signedIn(app, BENCH_EMAIL, BENCH_PASSWORD);

/** Times RUNS calls of `path` after WARM_UP; prints p50/p95/max and PASS or FAIL. */
async function measure(title: string, path: string, describe: (body: never) => string) {
  let body: unknown;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const response = await app.request(path, { headers });
    body = await response.json();
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    if (run >= WARM_UP) cpu.push((used.user + used.system) / 1000);
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (run >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const ok = p95 < LIMIT_MS;
  const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
  console.log(
    `${title.padEnd(44)} p50 ${f(percentile(times, 50))}   p95 ${f(p95)}   max ${f(times.at(-1) ?? NaN)}   CPU p95 ${f(percentile(cpu, 95))}   ${ok ? 'PASS' : 'FAIL'}   (${describe(body as never)})`,
  );
  return ok;
}

console.log(
  `\nBenchmark della cassa su ${handle.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${RECEIPTS.toLocaleString('it-IT')} scontrini in un anno (più ${OTHER_SALONS} altri saloni con ${OTHER_RECEIPTS.toLocaleString('it-IT')} ciascuno), dati scritti in ${((seeded - started) / 1000).toFixed(1)} s; ${RUNS} chiamate dopo ${WARM_UP} di riscaldamento, soglia p95 < ${LIMIT_MS} ms; carico della macchina ${loadavg()[0]?.toFixed(1)} su ${availableParallelism()} core\n`,
);
const month = `from=${BENCH_YEAR}-03-01&to=${BENCH_YEAR}-03-31`;
const results = [
  await measure(
    'GET /cash/report (marzo, /cassa/report)',
    `/cash/report?${month}`,
    (r: { receipts: number; voided: number; refunds: number }) =>
      `${r.receipts} scontrini, ${r.voided} annullati, ${r.refunds} resi`,
  ),
  await measure(
    'GET /cash/receipts (prima pagina, storico)',
    '/cash/receipts?page=0&size=20',
    (p: { totalElements: number }) => `${p.totalElements} scontrini in tutto`,
  ),
  await measure(
    'GET /cash/receipts (prima pagina di marzo)',
    `/cash/receipts?${month}&page=0&size=20`,
    (p: { totalElements: number }) => `${p.totalElements} scontrini nel mese`,
  ),
  await measure(
    'GET /cash/receipts (marzo, solo MISTO)',
    `/cash/receipts?${month}&method=MISTO&page=0&size=20`,
    (p: { totalElements: number }) => `${p.totalElements} scontrini`,
  ),
];
console.log(`\nTotale: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  results.every(Boolean) ? 'Tutto sotto la soglia.' : 'Qualcosa sopra la soglia: vedi FAIL.',
);
await handle.close();
