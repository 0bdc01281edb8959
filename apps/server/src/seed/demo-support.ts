import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { supportTickets, users } from '../db/schema/index.ts';
import { DEMO_SALONS } from './demo-data.ts';
import type { DemoSalon } from './demo-data.ts';

type NewTicket = Omit<typeof supportTickets.$inferInsert, 'salonId'>;

const DAY = 86_400_000;

/** Tickets of every demo salon, one per status, so /assistenza shows each badge. */
function demoTickets(now: number): NewTicket[] {
  return [
    {
      subject: 'Come aggiungo un secondo operatore?',
      category: 'ACCOUNT',
      message:
        'Abbiamo una nuova collaboratrice da lunedì: come la aggiungo e le assegno i servizi?',
      status: 'RESOLVED',
      createdAt: new Date(now - 20 * DAY),
      updatedAt: new Date(now - 19 * DAY),
    },
    {
      subject: 'Promemoria WhatsApp non partiti',
      category: 'APPOINTMENTS',
      message: 'Ieri due clienti non hanno ricevuto la conferma su WhatsApp. Potete controllare?',
      status: 'IN_PROGRESS',
      createdAt: new Date(now - 3 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    },
    {
      subject: 'Fattura del mese scorso',
      category: 'BILLING',
      message: "Non trovo la fattura dell'abbonamento del mese scorso: me la potete inviare?",
      status: 'OPEN',
      createdAt: new Date(now - 2 * 3_600_000),
      updatedAt: new Date(now - 2 * 3_600_000),
    },
  ];
}

/**
 * Gives each demo salon its support tickets when it has none (also on a database seeded before
 * tickets existed); idempotent.
 */
export async function seedDemoSupportTickets(
  db: Database,
  now = Date.now(),
  salons: DemoSalon[] = DEMO_SALONS,
): Promise<void> {
  for (const demo of salons) {
    const [owner] = await db
      .select({ salonId: users.salonId })
      .from(users)
      .where(eq(users.email, demo.email));
    const salonId = owner?.salonId;
    if (salonId === null || salonId === undefined) continue;
    const [existing] = await db
      .select({ n: count() })
      .from(supportTickets)
      .where(eq(supportTickets.salonId, salonId));
    if ((existing?.n ?? 0) > 0) continue;
    await db.insert(supportTickets).values(demoTickets(now).map((t) => ({ ...t, salonId })));
  }
}
