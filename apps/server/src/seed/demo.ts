import { eq } from 'drizzle-orm';
import { DEFAULT_SERVICES } from '@agendina/scheduling';
import { hashPassword } from '../auth/passwords.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  clients,
  hairdresserServices,
  hairdressers,
  salons,
  services,
  settings,
  users,
} from '../db/schema/index.ts';
import { storeIntegrationKey } from '../services/integration-keys.ts';
import { DEMO_REMINDER_HOURS } from './demo-bookings.ts';
import { DEMO_PHASES } from './demo-catalog.ts';
import type { SeededSalon } from './demo-catalog.ts';
import { moreDemoClients } from './demo-clients.ts';
import { demoNow } from './demo-clock.ts';
import type { DemoNow } from './demo-clock.ts';
import { DEMO_ADMIN, DEMO_SALONS, demoSalons } from './demo-data.ts';
import type { DemoSalon } from './demo-data.ts';
import { seedConversations } from './demo-conversations.ts';
import { seedHistory } from './demo-history.ts';
import { random } from './demo-random.ts';
import { seedDemoSubscription } from './demo-subscriptions.ts';
import { seedDemoSupportTickets } from './demo-support.ts';
import { seedDemoProducts } from './demo-warehouse.ts';

const SEED_KEY = 'demo_seeded';

/** One demo salon: its owner, operators with hours, the services of its type, clients. */
async function seedSalon(
  db: Database,
  config: AppConfig,
  demo: DemoSalon,
  now: DemoNow,
): Promise<SeededSalon> {
  const [salon] = await db
    .insert(salons)
    .values({
      name: demo.name,
      businessType: demo.businessType,
      openingHours: demo.openingHours,
      digitalCashEnabled: demo.digitalCashEnabled,
      phoneNumber: demo.phoneNumber,
      address: demo.address,
      vatNumber: demo.vatNumber,
      reminderHoursBefore: DEMO_REMINDER_HOURS,
    })
    .returning({ id: salons.id });
  const salonId = (salon as { id: number }).id;
  await storeIntegrationKey(db, salonId, 'Assistenti demo', demo.integrationKey);
  const [owner] = await db
    .insert(users)
    .values({
      salonId,
      email: demo.email,
      name: demo.owner,
      passwordHash: await hashPassword(demo.password, config),
      emailVerified: true,
    })
    .returning({ id: users.id });
  const ownerId = (owner as { id: number }).id;
  await seedDemoSubscription(
    db,
    salonId,
    demo.copy?.demoEmail ?? demo.email,
    now.at,
    demo.copy?.number,
  );
  const svc = await db
    .insert(services)
    .values(
      DEFAULT_SERVICES[demo.businessType].map((t) => ({
        salonId,
        name: t.name,
        category: t.category,
        price: t.price,
        durationMinutes: t.durationMinutes,
        priority: t.priority,
        phases: DEMO_PHASES[t.name] ?? null,
      })),
    )
    .returning({
      id: services.id,
      category: services.category,
      durationMinutes: services.durationMinutes,
    });
  const ops = await db
    .insert(hairdressers)
    .values(
      demo.operators.map((o) => ({
        salonId,
        name: o.name,
        role: o.role,
        colorCode: o.colorCode,
        workingHours: o.workingHours,
      })),
    )
    .returning({ id: hairdressers.id });
  const links = ops.flatMap((op, i) =>
    svc
      .filter((s) => demo.operators[i]?.categories.includes(s.category))
      .map((s) => ({ salonId, hairdresserId: op.id, serviceId: s.id })),
  );
  await db.insert(hairdresserServices).values(links);
  const cl = await db
    .insert(clients)
    .values(
      [...demo.clients, ...moreDemoClients(demo.moreClients)].map(([name, phoneNumber]) => ({
        salonId,
        name,
        phoneNumber,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.it`,
      })),
    )
    .returning({ id: clients.id, name: clients.name, phoneNumber: clients.phoneNumber });
  return {
    salonId,
    ownerId,
    operatorIds: ops.map((o) => o.id),
    services: svc,
    clientIds: cl.map((c) => c.id),
    clients: cl.map((c) => ({ ...c, phoneNumber: c.phoneNumber ?? '' })),
    operatorCategories: demo.operators.map((o) => o.categories),
  };
}

/**
 * Seeds the demo salons (`copies` times over, see demoSalons) and the ADMIN once (idempotent);
 * returns false when already done.
 */
export async function seedDemo(db: Database, config: AppConfig, copies = 1): Promise<boolean> {
  const salons = demoSalons(copies);
  const [done] = await db.select().from(settings).where(eq(settings.key, SEED_KEY));
  if (done) {
    await seedDemoSupportTickets(db, Date.now(), salons);
    return false;
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email));
  if (!existing)
    await db.insert(users).values({
      email: DEMO_ADMIN.email,
      name: DEMO_ADMIN.name,
      passwordHash: await hashPassword(DEMO_ADMIN.password, config),
      role: 'ADMIN',
      emailVerified: true,
    });
  const now = demoNow();
  for (const [i, demo] of salons.entries()) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.email));
    if (taken) continue;
    const seeded = await seedSalon(db, config, demo, now);
    const stock = await seedDemoProducts(db, seeded.salonId, demo.businessType);
    // Every copy of a salon gets the same weeks (the same random seed, the same now).
    await seedHistory({
      db,
      s: seeded,
      businessType: demo.businessType,
      cash: demo.digitalCashEnabled,
      stock,
      rnd: random(42 + (i % DEMO_SALONS.length)),
      now,
    });
    await seedConversations(db, seeded, demo);
  }
  await seedDemoSupportTickets(db, Date.now(), salons);
  await db
    .insert(settings)
    .values({ key: SEED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing();
  return true;
}

export function demoLogins(copies = 1): string {
  const lines = [
    '',
    '──────────── Accessi demo di Agendina ────────────',
    ...DEMO_SALONS.map(
      (s) =>
        `  ${s.name.padEnd(26)} ${s.email.padEnd(28)} ${s.password}${s.digitalCashEnabled ? '   (cassa digitale)' : ''}`,
    ),
    `  ${'ADMIN'.padEnd(26)} ${DEMO_ADMIN.email.padEnd(28)} ${DEMO_ADMIN.password}`,
    '  Chiavi X-Integration-Key (assistenti WhatsApp e voce):',
    ...DEMO_SALONS.map((s) => `    ${s.name.padEnd(24)} ${s.integrationKey}`),
    ...(copies > 1
      ? [`  Copie dei saloni demo (DEMO_COPIES=${copies}): info+2@…, fino a info+${copies}@…`]
      : []),
    '──────────────────────────────────────────────────',
    '',
  ];
  return lines.join('\n');
}
