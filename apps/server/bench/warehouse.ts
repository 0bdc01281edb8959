// Warehouse benchmark (issue #17), printed, not a timed test: a salon with 2,000 products and
// 200,000 movements (written through the ledger's trigger, so quantities are their sums), p95 of
// the product list (first page, a search, the under-minimum filter) and of the /magazzino
// overview through the real app (routing, auth, validation, the contract's response).
// `npm run bench:warehouse -w @agendina/server`; BENCH_PRODUCTS, BENCH_MOVEMENTS and BENCH_RUNS
// change the sizes; DATABASE_URL runs it on PostgreSQL. Exits 0 either way: a figure to read.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { signedIn } from './signed-in.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { defaultAppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { salons, users } from '../src/db/schema/index.ts';
import { percentile } from './percentile.ts';

const PRODUCTS = Number(process.env['BENCH_PRODUCTS'] ?? 2_000);
const MOVEMENTS = Number(process.env['BENCH_MOVEMENTS'] ?? 200_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);
const WARM_UP = 3;
const LIMIT_MS = 100;

const started = performance.now();
const handle = await openDatabase(undefined, { databaseUrl: process.env['DATABASE_URL'] ?? '' });
const { db } = handle;
const config = { ...defaultAppConfig, printOutbox: false };
const [salon] = await db
  .insert(salons)
  .values({ name: 'Salone Magazzino', openingHours: '{}' })
  .returning({ id: salons.id });
const salonId = salon!.id;
const password = 'Magazzino2026!';
await db.insert(users).values({
  salonId,
  email: 'bench-magazzino@agendina.it',
  name: 'Magazzino',
  passwordHash: await hashPassword(password, config),
  emailVerified: true,
});
// Products: names by brand and line, a tenth of them with a minimum they fall under.
await db.execute(sql`
  insert into products (salon_id, name, brand, category, ean, use, unit, cost_cents,
                        sale_price_cents, vat_rate, minimum_stock)
  select ${salonId}, 'Prodotto ' || lpad(i::text, 5, '0') || ' ' || (array['shampoo','maschera','tinta','ossidante','crema'])[1 + i % 5],
         (array['Davines','Wella','Alfaparf','Collistar','Guam'])[1 + i % 5],
         (array['Shampoo','Maschere','Colore','Ossidanti','Creme'])[1 + i % 5],
         lpad(i::text, 13, '0'), (case when i % 2 = 0 then 'RIVENDITA' else 'USO_INTERNO' end)::product_use,
         'PZ', 500 + i % 1500, case when i % 2 = 0 then 1000 + i % 3000 end, 22,
         case when i % 10 = 0 then 1000 else 2 end
  from generate_series(1, ${PRODUCTS}) as i`);
// Movements: loads and sales spread over the products, one statement; the trigger adds each.
await db.execute(sql`
  insert into stock_movements (salon_id, product_id, kind, quantity, created_at)
  select ${salonId}, p.id,
         (case when (m / ${PRODUCTS}) % 4 = 0 then 'CARICO' else 'VENDITA' end)::stock_movement_kind,
         case when (m / ${PRODUCTS}) % 4 = 0 then 5 else -1 end,
         now() - make_interval(mins => ${MOVEMENTS} - m)
  from generate_series(1, ${MOVEMENTS}) as m
  join products p on p.salon_id = ${salonId} and p.ean = lpad((1 + m % ${PRODUCTS})::text, 13, '0')`);
await db.execute(sql`analyze`);
const seeded = performance.now();

const app = createApp({ db, allowedOrigins: [], config });
const headers = await signedIn(app, 'bench-magazzino@agendina.it', password);

/** Times RUNS calls of `path` after WARM_UP; prints p50/p95/max and PASS or FAIL. */
async function measure(title: string, path: string, count: (body: never) => string) {
  const times: number[] = [];
  let seen = '';
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const t0 = performance.now();
    const response = await app.request(path, { headers });
    const body = (await response.json()) as never;
    const ms = performance.now() - t0;
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (run >= WARM_UP) times.push(ms);
    seen = count(body);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
  console.log(
    `${title.padEnd(40)} p50 ${f(percentile(times, 50))}   p95 ${f(p95)}   max ${f(times.at(-1) ?? NaN)}   ${p95 < LIMIT_MS ? 'PASS' : 'FAIL'}   (${seen})`,
  );
  return p95 < LIMIT_MS;
}

const products = (b: { totalElements: number }) => `${b.totalElements} prodotti`;
console.log(
  `\nBenchmark del magazzino su ${handle.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${PRODUCTS.toLocaleString('it-IT')} prodotti e ${MOVEMENTS.toLocaleString('it-IT')} movimenti scritti in ${((seeded - started) / 1000).toFixed(1)} s; ${RUNS} chiamate dopo ${WARM_UP} di riscaldamento, soglia p95 < ${LIMIT_MS} ms; carico della macchina ${loadavg()[0]?.toFixed(1)} su ${availableParallelism()} core\n`,
);
const results = [
  await measure('prodotti: prima pagina', '/warehouse/products?page=0&size=50', products),
  await measure(
    'prodotti: ricerca "tinta"',
    '/warehouse/products?q=tinta&page=0&size=50',
    products,
  ),
  await measure(
    'prodotti: sotto la scorta minima',
    '/warehouse/products?underMinimum=true',
    products,
  ),
  await measure(
    'panoramica /magazzino',
    '/warehouse/overview',
    (b: { activeProductCount: number; underMinimumCount: number }) =>
      `${b.activeProductCount} attivi, ${b.underMinimumCount} sotto scorta`,
  ),
];
console.log(`\nTotale: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  results.every(Boolean) ? 'Tutto sotto la soglia.' : 'Qualcosa sopra la soglia: vedi FAIL.',
);
await handle.close();
