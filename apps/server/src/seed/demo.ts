import { eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { DEFAULT_SERVICES, isoAt, mondayOf } from '@agendina/scheduling';
import { integrationKeyHash } from '../auth/integration-key.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  appointments,
  assistanceRequests,
  clients,
  conversations,
  hairdresserServices,
  hairdressers,
  messages,
  salons,
  services,
  settings,
  users,
} from '../db/schema/index.ts';
import { book } from '../services/booking.ts';
import { salonNow, today } from '../services/time.ts';
import { DEMO_ADMIN, DEMO_CONVERSATIONS, DEMO_SALONS } from './demo-data.ts';
import { seedDemoSupportTickets } from './demo-support.ts';
import type { DemoSalon } from './demo-data.ts';

const SEED_KEY = 'demo_seeded';

/** A small deterministic generator, so every start seeds the same week. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

interface SeededSalon {
  salonId: number;
  operatorIds: number[];
  services: { id: number; category: string; durationMinutes: number }[];
  clientIds: number[];
  operatorCategories: string[][];
}

async function seedSalon(db: Database, config: AppConfig, demo: DemoSalon): Promise<SeededSalon> {
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
      integrationKeyHash: integrationKeyHash(demo.integrationKey),
    })
    .returning({ id: salons.id });
  const salonId = (salon as { id: number }).id;
  await db.insert(users).values({
    salonId,
    email: demo.email,
    name: demo.owner,
    passwordHash: await hashPassword(demo.password, config),
    emailVerified: true,
  });
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
      demo.clients.map(([name, phoneNumber]) => ({
        salonId,
        name,
        phoneNumber,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.it`,
      })),
    )
    .returning({ id: clients.id });
  return {
    salonId,
    operatorIds: ops.map((o) => o.id),
    services: svc,
    clientIds: cl.map((c) => c.id),
    operatorCategories: demo.operators.map((o) => o.categories),
  };
}

/** This week's and next week's bookings (Europe/Rome): single services, multi-operator groups with activePeriods. */
async function seedWeek(db: Database, s: SeededSalon, seed: number, cash: boolean): Promise<void> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const monday: Temporal.PlainDate = mondayOf(today());
  const sources = ['MANUAL', 'MANUAL', 'WHATSAPP_AI', 'VOICE_AI'] as const;
  const colour = s.services.find((x) => x.category === 'COLORE');
  const styling = s.services.find((x) => x.category === 'PIEGA');
  for (let d = 0; d < 14; d++) {
    const date = monday.add({ days: d });
    for (const [i, operatorId] of s.operatorIds.entries()) {
      const offered = s.services.filter((x) => s.operatorCategories[i]?.includes(x.category));
      let minute = 9 * 60 + Math.floor(rnd() * 4) * 15;
      while (minute < 18 * 60 && offered.length > 0) {
        const service = pick(offered);
        const useGroup =
          colour &&
          styling &&
          i === 0 &&
          s.operatorIds.length > 2 &&
          rnd() < 0.35 &&
          service.category !== 'PIEGA';
        const blocks = useGroup
          ? [
              { serviceId: colour.id, operatorId, executionOrder: 1 },
              { serviceId: styling.id, operatorId: s.operatorIds[2] as number, executionOrder: 2 },
            ]
          : [{ serviceId: service.id, operatorId, executionOrder: 1 }];
        try {
          await book(db, s.salonId, {
            clientId: pick(s.clientIds),
            start: date.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 }),
            blocks,
            source: pick(sources),
            notes:
              rnd() < 0.2
                ? pick([
                    'Prima volta in salone',
                    'Allergica all’ammoniaca',
                    'Preferisce Sara',
                    'Porta la foto del taglio',
                  ])
                : undefined,
            activePeriods: useGroup
              ? [
                  JSON.stringify([
                    { startOffset: 0, duration: 20 },
                    { startOffset: 45, duration: 15 },
                  ]),
                  null,
                ]
              : undefined,
          });
        } catch {
          // A slot the rules refuse (hours, lunch break, taken) is simply skipped.
        }
        minute +=
          (useGroup ? (colour?.durationMinutes ?? 60) : service.durationMinutes) +
          pick([0, 0, 15, 30, 45]);
      }
    }
  }
  const now = salonNow();
  const nowIso = isoAt(now.toPlainDate(), now.hour * 60 + now.minute).replace('T', ' ');
  const rows = await db
    .select({ id: appointments.id, endAt: appointments.endAt, startAt: appointments.startAt })
    .from(appointments)
    .where(eq(appointments.salonId, s.salonId));
  for (const row of rows) {
    if (row.endAt <= nowIso)
      await db
        .update(appointments)
        .set({ status: rnd() < 0.1 ? 'CANCELLED' : 'COMPLETED' })
        .where(eq(appointments.id, row.id));
    else if (cash && row.startAt <= nowIso)
      await db
        .update(appointments)
        .set({ status: 'IN_PROGRESS' })
        .where(eq(appointments.id, row.id));
  }
}

async function seedConversations(db: Database, s: SeededSalon, demo: DemoSalon): Promise<void> {
  for (const [i, conv] of DEMO_CONVERSATIONS.entries()) {
    const clientId = s.clientIds[i] as number;
    const [name, phone] = demo.clients[i] as [string, string];
    const start = Date.now() - (i + 1) * 3_600_000;
    const [row] = await db
      .insert(conversations)
      .values({
        salonId: s.salonId,
        clientId,
        clientName: name,
        clientPhoneNumber: phone,
        services: JSON.stringify(
          DEFAULT_SERVICES[demo.businessType].slice(0, 2).map((t) => t.name),
        ),
        hairdresserName: demo.operators[0]?.name ?? null,
        lastMessageAt: new Date(start + conv.lines.length * 60_000),
      })
      .returning({ id: conversations.id });
    const conversationId = (row as { id: number }).id;
    await db.insert(messages).values(
      conv.lines.map(([direction, content], n) => ({
        salonId: s.salonId,
        conversationId,
        content,
        direction,
        intent: direction === 'INBOUND' ? conv.intent : null,
        createdAt: new Date(start + n * 60_000),
      })),
    );
    const at = new Date(start + conv.lines.length * 60_000);
    await db.insert(assistanceRequests).values({
      salonId: s.salonId,
      conversationId,
      clientId,
      clientName: name,
      phoneNumber: phone,
      source: 'WHATSAPP_AI',
      reason: conv.reason,
      createdAt: at,
      notificationSentAt: new Date(at.getTime() + 1000),
    });
  }
  const [name, phone] = demo.clients[3] as [string, string];
  await db.insert(assistanceRequests).values({
    salonId: s.salonId,
    clientId: s.clientIds[3] as number,
    clientName: name,
    phoneNumber: phone,
    source: 'VOICE_AI',
    reason: 'OUTSIDE_BUSINESS_HOURS',
  });
}

/** Seeds the demo salons and the ADMIN once (idempotent); returns false when already done. */
export async function seedDemo(db: Database, config: AppConfig): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, SEED_KEY));
  if (done) {
    await seedDemoSupportTickets(db);
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
  for (const [i, demo] of DEMO_SALONS.entries()) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.email));
    if (taken) continue;
    const seeded = await seedSalon(db, config, demo);
    await seedWeek(db, seeded, 42 + i, demo.digitalCashEnabled);
    await seedConversations(db, seeded, demo);
  }
  await seedDemoSupportTickets(db);
  await db
    .insert(settings)
    .values({ key: SEED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing();
  return true;
}

export function demoLogins(): string {
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
    '──────────────────────────────────────────────────',
    '',
  ];
  return lines.join('\n');
}
