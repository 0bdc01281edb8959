// Admin salons list benchmark (issue #18), printed, not a timed test: with 10,000 salons, the
// first page of GET /admin/salons (/admin), a search and a deep page, p95 through the real app
// (routing, auth, validation, the contract's response) after a warm-up.
// `npm run bench:admin -w @agendina/server`; BENCH_SALONS and BENCH_RUNS change the size and the
// number of runs; DATABASE_URL runs it on PostgreSQL. Exits 0 either way: a figure to read.
import { availableParallelism, loadavg } from 'node:os';
import { createApp } from '../src/app.ts';
import { signedIn } from './signed-in.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { defaultAppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { users } from '../src/db/schema/index.ts';
import { seedManySalons } from '../src/test-support/many-salons.ts';
import { percentile } from './percentile.ts';

const SALONS = Number(process.env['BENCH_SALONS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);
const WARM_UP = 3;
const LIMIT_MS = 200;

const started = performance.now();
const handle = await openDatabase(undefined, { databaseUrl: process.env['DATABASE_URL'] ?? '' });
const { db } = handle;
const config = { ...defaultAppConfig, printOutbox: false };
await seedManySalons(db, SALONS);
const password = 'Amministra2026!';
await db.insert(users).values({
  email: 'bench-admin@agendina.it',
  name: 'Amministratore',
  passwordHash: await hashPassword(password, config),
  role: 'ADMIN',
  emailVerified: true,
});
const seeded = performance.now();

const app = createApp({ db, allowedOrigins: [], config });
const headers = await signedIn(app, 'bench-admin@agendina.it', password);

/** Times RUNS calls of `path` after WARM_UP; prints p50/p95/max and PASS or FAIL. */
async function measure(title: string, path: string): Promise<boolean> {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const t0 = performance.now();
    const response = await app.request(path, { headers });
    const body = (await response.json()) as { totalElements: number; content: unknown[] };
    const ms = performance.now() - t0;
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (run >= WARM_UP) times.push(ms);
    total = body.totalElements;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
  console.log(
    `${title.padEnd(46)} p50 ${f(percentile(times, 50))}   p95 ${f(p95)}   max ${f(times.at(-1) ?? NaN)}   ${p95 < LIMIT_MS ? 'PASS' : 'FAIL'}   (${total} saloni)`,
  );
  return p95 < LIMIT_MS;
}

console.log(
  `\nBenchmark dell'elenco saloni (/admin) su ${handle.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${SALONS.toLocaleString('it-IT')} saloni scritti in ${((seeded - started) / 1000).toFixed(1)} s; ${RUNS} chiamate dopo ${WARM_UP} di riscaldamento, soglia p95 < ${LIMIT_MS} ms; carico della macchina ${loadavg()[0]?.toFixed(1)} su ${availableParallelism()} core\n`,
);
const deep = Math.max(0, Math.ceil(SALONS / 25) - 1);
const results = [
  await measure('prima pagina (più recenti)', '/admin/salons?page=0&size=25'),
  await measure('prima pagina per nome', '/admin/salons?sort=name,asc&page=0&size=25'),
  await measure('ricerca "zenit 04"', '/admin/salons?q=zenit%2004&page=0&size=25'),
  await measure('ricerca per e-mail "salone0042"', '/admin/salons?q=salone0042&page=0&size=25'),
  await measure('solo PAST_DUE, per stato', '/admin/salons?status=PAST_DUE&sort=status,asc'),
  await measure(
    `pagina profonda (${deep}) per e-mail`,
    `/admin/salons?sort=email,desc&page=${deep}&size=25`,
  ),
  await measure(`pagina profonda (${deep}) più recenti`, `/admin/salons?page=${deep}&size=25`),
];
console.log(`\nTotale: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  results.every(Boolean) ? 'Tutto sotto la soglia.' : 'Qualcosa sopra la soglia: vedi FAIL.',
);
await handle.close();
