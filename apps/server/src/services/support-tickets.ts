// The salon's tickets to Agendina's support (tag Assistenza).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { supportTickets } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { found } from '../domain/errors.ts';

type TicketRow = typeof supportTickets.$inferSelect;

function toSupportTicket(row: TicketRow): Schemas['SupportTicket'] {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The salon's tickets, newest first. */
export async function listSupportTickets(
  db: Database,
  salonId: number,
): Promise<Schemas['SupportTicket'][]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(salonFilter(supportTickets, salonId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  return rows.map(toSupportTicket);
}

export async function createSupportTicket(
  db: Database,
  salonId: number,
  input: Pick<Schemas['SupportTicket'], 'subject' | 'category' | 'message'>,
): Promise<Schemas['SupportTicket']> {
  const now = new Date();
  const [row] = await db
    .insert(supportTickets)
    .values(
      owned(salonId, {
        subject: input.subject,
        category: input.category,
        message: input.message,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .returning();
  return toSupportTicket(row as TicketRow);
}

/** One of the salon's tickets; not found when it is another salon's. */
export async function getSupportTicket(
  db: Database,
  salonId: number,
  id: number,
): Promise<Schemas['SupportTicket']> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(salonFilter(supportTickets, salonId, eq(supportTickets.id, id)));
  return toSupportTicket(
    found(row, 'Ticket di assistenza non trovato', 'SUPPORT_TICKET_NOT_FOUND'),
  );
}
