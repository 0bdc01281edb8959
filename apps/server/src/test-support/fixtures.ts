import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { defaultAppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  clients,
  hairdresserServices,
  hairdressers,
  salons,
  services,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import type { Api } from './harness.ts';
import { testConfig } from './harness.ts';

export const PASSWORD = 'Forbici2026!';
const WEEK =
  '{"monday":[["09:00","19:00"]],"tuesday":[["09:00","19:00"]],"wednesday":[["09:00","19:00"]],"thursday":[["09:00","19:00"]],"friday":[["09:00","19:00"]],"saturday":[["09:00","19:00"]],"sunday":[["09:00","19:00"]]}';

let cachedHash: Promise<string> | null = null;
const passwordHash = () =>
  (cachedHash ??= hashPassword(PASSWORD, { ...defaultAppConfig, ...testConfig }));

export interface SalonFixture {
  salonId: number;
  userId: number;
  email: string;
  token: string;
  refreshToken: string;
  hairdresserIds: number[];
  serviceIds: number[];
  clientIds: number[];
}

/** A salon open every day 9–19 with two operators doing every service, three services and two clients; signed in. */
export async function seedSalon(
  db: Database,
  api: Api,
  name = 'Salone Uno',
  options: { digitalCash?: boolean } = {},
): Promise<SalonFixture> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.it`;
  const [salon] = await db
    .insert(salons)
    .values({ name, openingHours: WEEK, digitalCashEnabled: options.digitalCash ?? false })
    .returning();
  const salonId = (salon as { id: number }).id;
  const [user] = await db
    .insert(users)
    .values({ salonId, email, name, passwordHash: await passwordHash(), emailVerified: true })
    .returning();
  const svc = await db
    .insert(services)
    .values([
      {
        salonId,
        name: 'Colore',
        category: 'COLORE',
        price: 4500,
        durationMinutes: 60,
        priority: 10,
      },
      {
        salonId,
        name: 'Taglio donna',
        category: 'TAGLIO',
        price: 3500,
        durationMinutes: 45,
        priority: 20,
      },
      { salonId, name: 'Piega', category: 'PIEGA', price: 2500, durationMinutes: 30, priority: 30 },
    ])
    .returning({ id: services.id });
  const ops = await db
    .insert(hairdressers)
    .values([
      { salonId, name: 'Sara Conti', colorCode: '#E91E63' },
      { salonId, name: 'Luca Ferrari', colorCode: '#3F51B5' },
    ])
    .returning({ id: hairdressers.id });
  await db
    .insert(hairdresserServices)
    .values(
      ops.flatMap((o) => svc.map((s) => ({ salonId, hairdresserId: o.id, serviceId: s.id }))),
    );
  const cl = await db
    .insert(clients)
    .values([
      { salonId, name: 'Giulia Rossi', phoneNumber: '+393471234567' },
      { salonId, name: 'Marco Bianchi', phoneNumber: '+393489876543' },
    ])
    .returning({ id: clients.id });
  const login = await api<{ token: string; refreshToken: string }>('POST', '/auth/login', {
    body: { email, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    salonId,
    userId: (user as { id: number }).id,
    email,
    token: login.body.token,
    refreshToken: login.body.refreshToken,
    hairdresserIds: ops.map((o) => o.id),
    serviceIds: svc.map((s) => s.id),
    clientIds: cl.map((c) => c.id),
  };
}

export async function seedAdmin(
  db: Database,
  api: Api,
  email = 'admin@agendina.it',
): Promise<{ token: string; userId: number }> {
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: 'Amministratore',
      passwordHash: await passwordHash(),
      role: 'ADMIN',
      emailVerified: true,
    })
    .returning();
  const login = await api<{ token: string }>('POST', '/auth/login', {
    body: { email, password: PASSWORD },
  });
  return { token: login.body.token, userId: (user as { id: number }).id };
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/**
 * The salon in its 14-day trial, as a signup leaves it (seedSalon writes no subscription, so its
 * salon reads NONE and the Base plan's limits apply to it: issue #36).
 */
export async function inTrial(db: Database, salonId: number): Promise<void> {
  await db.insert(subscriptions).values({
    salonId,
    status: 'TRIALING',
    trialEndsAt: new Date(Date.now() + 14 * 24 * 3600 * 1000),
  });
}
