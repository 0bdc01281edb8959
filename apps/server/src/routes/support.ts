import type { Handlers } from './context.ts';
import {
  createSupportTicket,
  getSupportTicket,
  listSupportTickets,
} from '../services/support-tickets.ts';

export const supportHandlers = {
  async listSupportTickets(ctx) {
    return ctx.ok(await listSupportTickets(ctx.db, ctx.salonId));
  },

  async createSupportTicket(ctx) {
    return ctx.created(await createSupportTicket(ctx.db, ctx.salonId, ctx.body));
  },

  async getSupportTicket(ctx) {
    return ctx.ok(await getSupportTicket(ctx.db, ctx.salonId, ctx.params.id));
  },
} satisfies Partial<Handlers>;
