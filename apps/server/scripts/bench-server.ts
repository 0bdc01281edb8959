// The server side of scripts/bench.ts: a PGlite (or DATABASE_URL) database with one salon, 20
// operators and 2,000 appointments in the week of 2030-03-11, served on a free loopback port.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
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

export const BENCH_EMAIL = 'bench@example.it';
export const BENCH_PASSWORD = 'Forbici2026!';
const OPEN = '[["08:00","20:00"]]';
const HOURS = `{"monday":${OPEN},"tuesday":${OPEN},"wednesday":${OPEN},"thursday":${OPEN},"friday":${OPEN},"saturday":${OPEN},"sunday":${OPEN}}`;
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;

const { db } = await openDatabase(undefined, { databaseUrl: process.env['DATABASE_URL'] ?? '' });
const config = {
  ...defaultAppConfig,
  printOutbox: false,
  loginMaxFailuresPerAccount: 1e9,
  loginMaxFailuresPerAddress: 1e9,
  maxSessions: 1e9,
};
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
  .values({ salonId, name: 'Taglio donna', category: 'TAGLIO', price: 3500, durationMinutes: 30 })
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

const app = createApp({ db, allowedOrigins: [], config });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('SIGTERM', () => process.exit(0));
