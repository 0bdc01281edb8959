// What the benchmarks (scripts/bench.ts, scripts/bench-scale.ts) share: their data (one salon,
// 20 operators and 2,000 appointments in the week of 2030-03-11), its user's login, and one
// autocannon run printed as a line.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords.ts';
import type { AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import {
  appointments,
  clients,
  hairdresserServices,
  hairdressers,
  salons,
  services,
  users,
} from '../src/db/schema/index.ts';

export const BENCH_EMAIL = 'bench@example.it';
export const BENCH_PASSWORD = 'Forbici2026!';
/** The week the benchmarks ask for. */
export const BENCH_WEEK = 'from=2030-03-11&to=2030-03-17';
const OPEN = '[["08:00","20:00"]]';
const HOURS = `{"monday":${OPEN},"tuesday":${OPEN},"wednesday":${OPEN},"thursday":${OPEN},"friday":${OPEN},"saturday":${OPEN},"sunday":${OPEN}}`;
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;

/** Writes the benchmark salon and its week into a migrated database. */
export async function seedBenchWeek(db: Database, config: AppConfig): Promise<void> {
  const [salon] = await db
    .insert(salons)
    .values({ name: 'Salone Benchmark', openingHours: HOURS })
    .returning();
  const salonId = salon?.id as number;
  await db.insert(users).values({
    salonId,
    email: BENCH_EMAIL,
    name: 'Benchmark',
    passwordHash: await hashPassword(BENCH_PASSWORD, config),
    emailVerified: true,
  });
  const [service] = await db
    .insert(services)
    .values({
      salonId,
      name: 'Taglio donna',
      category: 'TAGLIO',
      price: 3500,
      durationMinutes: 30,
    })
    .returning();
  const serviceId = service?.id as number;
  const ops = await db
    .insert(hairdressers)
    .values(
      Array.from({ length: 20 }, (_v, i) => ({
        salonId,
        name: `Operatore ${String(i + 1).padStart(2, '0')}`,
      })),
    )
    .returning();
  await db
    .insert(hairdresserServices)
    .values(ops.map((o) => ({ salonId, hairdresserId: o.id, serviceId })));
  const cl = await db
    .insert(clients)
    .values(
      Array.from({ length: 200 }, (_v, i) => ({
        salonId,
        name: `Cliente ${i + 1}`,
        phoneNumber: `+39347${String(1000000 + i)}`,
      })),
    )
    .returning();
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let n = 0; n < 2000; n++) {
    const slot = Math.floor(n / 20);
    const minute = 8 * 60 + Math.floor(slot / 7) * 30;
    const date = `2030-03-${String(11 + (slot % 7)).padStart(2, '0')}`;
    rows.push({
      salonId,
      clientId: (cl[n % 200] as { id: number }).id,
      hairdresserId: (ops[n % 20] as { id: number }).id,
      serviceId,
      serviceName: 'Taglio donna',
      startAt: `${date} ${hhmm(minute)}`,
      endAt: `${date} ${hhmm(minute + 30)}`,
      durationMinutes: 30,
    });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(appointments).values(rows.slice(i, i + 500));
  // The statistics a server has a minute after such a load: PostgreSQL's autovacuum, or on
  // PGlite the server's own pass (src/db/pglite-analyze.ts), analyzes the changed tables; the
  // benchmark does not wait the minute for them.
  await db.execute(sql`analyze`);
}

/** Signs the benchmark user in at `base`: the bearer header of its requests. */
export async function benchLogin(base: string): Promise<{ Authorization: string }> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  const login = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${login.token}` };
}

/**
 * autocannon's options with one target or several: it shares its connections among several
 * URLs (its README, `url`), though @types/autocannon declares only one.
 */
export type LoadOptions = Omit<autocannon.Options, 'url'> & { url: string | string[] };

/**
 * autocannon as its runtime takes it. A method's parameter is compared both ways, so autocannon
 * itself (typed for one URL) fills it, and a run over several URLs needs no cast.
 */
interface Cannon {
  run(options: LoadOptions): Promise<autocannon.Result>;
}
const cannon: Cannon = { run: autocannon };

/** One autocannon run, printed as requests per second, p50 and p99 latency and errors. */
export async function runLoad(title: string, options: LoadOptions): Promise<autocannon.Result> {
  const r = await cannon.run(options);
  console.log(
    `${title.padEnd(52)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errori ${r.non2xx + r.errors}`,
  );
  return r;
}
