import type { Handlers } from './context.ts';
import { listConversations } from '../services/inbox.ts';

export const inboxHandlers = {
  /** GET /dashboard/conversations: the WhatsApp inbox, newest conversation first. */
  async listConversations(ctx) {
    return ctx.ok(await listConversations(ctx.db, ctx.salonId, ctx.query));
  },
} satisfies Partial<Handlers>;
