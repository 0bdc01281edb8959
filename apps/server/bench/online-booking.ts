// Booking page benchmark (issue #34), printed: a salon with 10 operators and 2,000 booked visits
// in the page's 14-day horizon on PGlite; p95 of the page's free days (the whole horizon) and of
// the free times of one day must stay under 50 ms. The calls go through the real app
// (app.request: routing, the per-address limit, validation, the contract's response), after a
// warm-up. `npm run bench:online -w @agendina/server`; BENCH_VISITS and BENCH_RUNS change the
// size and the runs; DATABASE_URL runs it on PostgreSQL. Exits 1 when a p95 misses the target.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { createApp } from '../src/app.ts';
import { signedIn } from './signed-in.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { defaultAppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import {
  appointments,
  clients,
  hairdresserServices,
  hairdressers,
  salons,
  services,
  users,
} from '../src/db/schema/index.ts';
import { percentile } from './percentile.ts';

const OPERATORS = 10;
const HORIZON_DAYS = 14;
const VISITS = Number(process.env['BENCH_VISITS'] ?? 2_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);
const WARM_UP = 3;
const LIMIT_MS = 50;
const EMAIL = 'bench-prenota@agendina.it';
const PASSWORD = 'Prenota2026!';
const SLUG = 'salone-benchmark';
const OPEN = '[["08:00","20:00"]]';
const WEEK = `{${['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => `"${d}":${OPEN}`).join(',')}}`;

const started = performance.now();
const handle = await openDatabase(undefined, { databaseUrl: process.env['DATABASE_URL'] ?? '' });
const { db } = handle;
// The benchmark asks the same page from one address many times: the per-address limit is not
// what is measured, only its check.
const config = {
  ...defaultAppConfig,
  printOutbox: false,
  rateLimits: {
    ...defaultAppConfig.rateLimits,
    bookingReadsPerAddress: { limit: 1_000_000, seconds: 60 },
  },
};
const [salon] = await db
  .insert(salons)
  .values({ name: 'Salone Benchmark Prenota', openingHours: WEEK })
  .returning({ id: salons.id });
const salonId = salon!.id;
await db.insert(users).values({
  salonId,
  email: EMAIL,
  name: 'Benchmark prenotazioni',
  passwordHash: await hashPassword(PASSWORD, config),
  emailVerified: true,
});
// A colour with a processing time (the operator is free in its wait), a cut and a blow-dry.
const [colore, taglio, piega] = await db
  .insert(services)
  .values([
    {
      salonId,
      name: 'Colore',
      category: 'COLORE',
      price: 4500,
      durationMinutes: 60,
      priority: 10,
      phases: [
        { kind: 'ACTIVE', durationMinutes: 15 },
        { kind: 'WAIT', durationMinutes: 30 },
        { kind: 'ACTIVE', durationMinutes: 15 },
      ],
    },
    { salonId, name: 'Taglio donna', category: 'TAGLIO', price: 3500, durationMinutes: 45 },
    { salonId, name: 'Piega', category: 'PIEGA', price: 2500, durationMinutes: 30 },
  ])
  .returning({ id: services.id, name: services.name, duration: services.durationMinutes });
const catalog = [colore!, taglio!, piega!];
const ops = await db
  .insert(hairdressers)
  .values(
    Array.from({ length: OPERATORS }, (_v, i) => ({
      salonId,
      name: `Operatore ${String(i + 1).padStart(2, '0')}`,
    })),
  )
  .returning({ id: hairdressers.id });
await db
  .insert(hairdresserServices)
  .values(
    ops.flatMap((o) => catalog.map((s) => ({ salonId, hairdresserId: o.id, serviceId: s.id }))),
  );
const people = await db
  .insert(clients)
  .values(
    Array.from({ length: 500 }, (_v, i) => ({
      salonId,
      name: `Cliente ${i + 1}`,
      phoneNumber: `+39347${String(2000000 + i)}`,
    })),
  )
  .returning({ id: clients.id });

// The visits: every operator's day of the horizon filled from 08:00 in turn (a cut, a blow-dry,
// a colour, a blow-dry…), a quarter of an hour free after every third visit, until VISITS are
// placed. About 14 a day each: a busy salon, where the first free time is not the first asked.
const today = Temporal.Now.plainDateISO('Europe/Rome');
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
const COLOUR_PERIODS = JSON.stringify([
  { startOffset: 0, duration: 15 },
  { startOffset: 45, duration: 15 },
]);
const opDays = OPERATORS * HORIZON_DAYS;
const rows: (typeof appointments.$inferInsert)[] = [];
for (let slot = 0; slot < opDays; slot++) {
  const date = today.add({ days: slot % HORIZON_DAYS }).toString();
  const op = ops[Math.floor(slot / HORIZON_DAYS)]!;
  const count = Math.floor(VISITS / opDays) + (slot < VISITS % opDays ? 1 : 0);
  let minute = 8 * 60;
  for (let k = 0; k < count; k++) {
    const service = catalog[[1, 2, 0, 2][(k + slot) % 4]!]!;
    if (minute + service.duration > 20 * 60) break;
    rows.push({
      salonId,
      clientId: people[rows.length % people.length]!.id,
      hairdresserId: op.id,
      serviceId: service.id,
      serviceName: service.name,
      startAt: `${date} ${hhmm(minute)}`,
      endAt: `${date} ${hhmm(minute + service.duration)}`,
      durationMinutes: service.duration,
      activePeriods: service.id === colore!.id ? COLOUR_PERIODS : null,
    });
    minute += service.duration + (k % 3 === 2 ? 15 : 0);
  }
}
for (let i = 0; i < rows.length; i += 500)
  await db.insert(appointments).values(rows.slice(i, i + 500));
if (rows.length !== VISITS) throw new Error(`${rows.length} visite invece di ${VISITS}`);
await db.execute(sql`analyze`);
const seeded = performance.now();

const app = createApp({ db, allowedOrigins: [], config });
const owner = await signedIn(app, EMAIL, PASSWORD);
// The page is turned on through the settings call, as the owner does in /salone.
const saved = await app.request('/salon/online-booking', {
  method: 'PUT',
  headers: { 'Content-Type': 'application/json', ...owner },
  body: JSON.stringify({
    enabled: true,
    slug: SLUG,
    serviceIds: catalog.map((s) => s.id),
    operatorIds: ops.map((o) => o.id),
    minNoticeHours: 2,
    horizonDays: HORIZON_DAYS,
    slotStepMinutes: 15,
    cutoffHours: 24,
    confirmationMode: 'INSTANT',
    policyText: '',
    embedDomains: [],
  }),
});
if (saved.status !== 200) throw new Error(`impostazioni: ${saved.status} ${await saved.text()}`);

/** Times RUNS calls of the page's `path` after WARM_UP; prints p50/p95/max, CPU and PASS or FAIL. */
async function measure(title: string, path: string, describe: (body: never) => string) {
  let body: unknown;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const response = await app.request(`/public/booking/${SLUG}${path}`);
    body = await response.json();
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (run >= WARM_UP) {
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const ok = p95 < LIMIT_MS;
  const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
  console.log(
    `${title.padEnd(58)} p50 ${f(percentile(times, 50))}   p95 ${f(p95)}   max ${f(times.at(-1) ?? NaN)}   CPU p95 ${f(percentile(cpu, 95))}   ${ok ? 'PASS' : 'FAIL'}   (${describe(body as never)})`,
  );
  return ok;
}

const days = (b: { days: { firstTime: string }[] }) =>
  `${b.days.length} giorni, il primo alle ${b.days[0]?.firstTime ?? '—'}`;
const times = (b: { times: string[] }) => `${b.times.length} orari`;
const day = today.add({ days: 3 }).toString();
const [c, t, p] = catalog.map((s) => s.id);
console.log(
  `\nBenchmark della pagina di prenotazione su ${handle.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${OPERATORS} operatori, ${VISITS.toLocaleString('it-IT')} visite nei ${HORIZON_DAYS} giorni dell'orizzonte (da oggi), dati scritti in ${((seeded - started) / 1000).toFixed(1)} s; ${RUNS} chiamate dopo ${WARM_UP} di riscaldamento, soglia p95 < ${LIMIT_MS} ms; carico della macchina ${loadavg()[0]?.toFixed(1)} su ${availableParallelism()} core\n`,
);
const results = [
  await measure(
    'giorni liberi, 14 giorni: taglio, nessuna preferenza',
    `/days?services=${t}`,
    days,
  ),
  await measure(
    'giorni liberi, 14 giorni: colore + taglio, nessuna preferenza',
    `/days?services=${c},${t}`,
    days,
  ),
  await measure(
    'giorni liberi, 14 giorni: piega con un operatore scelto',
    `/days?services=${p}&operator=${ops[0]!.id}`,
    days,
  ),
  await measure(
    `orari di un giorno (${day}): taglio, nessuna preferenza`,
    `/times?services=${t}&date=${day}`,
    times,
  ),
  await measure(
    `orari di un giorno (${day}): colore + taglio, nessuna pref.`,
    `/times?services=${c},${t}&date=${day}`,
    times,
  ),
];
console.log(`\nTotale: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  results.every(Boolean) ? 'Tutto sotto la soglia.' : 'Qualcosa sopra la soglia: vedi FAIL.',
);
await handle.close();
process.exitCode = results.every(Boolean) ? 0 : 1;
