import { desc, eq } from 'drizzle-orm';
import { supportTickets } from '../db/schema/index.ts';
import { found } from '../domain/errors.ts';
import type { Handlers, Schemas } from './context.ts';
import { owned, salonFilter } from '../db/tenant.ts';

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

export const supportHandlers = {
  async listSupportTickets(ctx) {
    const rows = await ctx.db
      .select()
      .from(supportTickets)
      .where(salonFilter(supportTickets, ctx.salonId))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
    return ctx.ok(rows.map(toSupportTicket));
  },

  async createSupportTicket(ctx) {
    const now = new Date();
    const [row] = await ctx.db
      .insert(supportTickets)
      .values(
        owned(ctx.salonId, {
          subject: ctx.body.subject,
          category: ctx.body.category,
          message: ctx.body.message,
          createdAt: now,
          updatedAt: now,
        }),
      )
      .returning();
    return ctx.created(toSupportTicket(row as TicketRow));
  },

  async getSupportTicket(ctx) {
    const [row] = await ctx.db
      .select()
      .from(supportTickets)
      .where(salonFilter(supportTickets, ctx.salonId, eq(supportTickets.id, ctx.params.id)));
    return ctx.ok(
      toSupportTicket(found(row, 'Ticket di assistenza non trovato', 'SUPPORT_TICKET_NOT_FOUND')),
    );
  },
} satisfies Partial<Handlers>;
