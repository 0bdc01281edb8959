import { eq } from 'drizzle-orm';
import { limit, windowRule } from '../auth/rate-limit.ts';
import { assistanceRequests, conversations } from '../db/schema/index.ts';
import { found } from '../domain/errors.ts';
import type { Handlers, RequestCtx } from './context.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { clientByPhone, ingestMessage } from '../services/message-ingest.ts';

/**
 * The assistants' requests per minute (config.rateLimits.ingestionPerKey): a runaway assistant
 * slows down, the salon's staff do not. Counted per salon, not per key, so issuing more keys
 * (up to 10) does not multiply the allowance.
 */
const limitIngestion = (ctx: RequestCtx) =>
  limit(
    ctx.db,
    [windowRule(`ingest:salon:${ctx.salonId}`, ctx.config.rateLimits.ingestionPerKey)],
    'Troppe richieste con questa chiave di integrazione.',
  );

/**
 * The ingestion API of the external WhatsApp and voice assistants (tag Integrations): the
 * auth middleware has checked the X-Integration-Key and validated the body against openapi/;
 * ctx.salonId is the key's salon.
 */
export const integrationHandlers = {
  /** One message of a conversation, created on first use (by externalId, else by phone). */
  async ingestMessage(ctx) {
    await limitIngestion(ctx);
    const { conversationId, messageId } = await ingestMessage(ctx.db, ctx.salonId, ctx.body);
    return ctx.created({ conversationId, messageId });
  },

  /** The assistant hands the client over to the staff: a PENDING callback. */
  async createFallbackRequest(ctx) {
    await limitIngestion(ctx);
    const body = ctx.body;
    const salonId = ctx.salonId;
    const conversationId = body.conversationId ?? null;
    if (conversationId !== null) {
      const [own] = await ctx.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(salonFilter(conversations, salonId, eq(conversations.id, conversationId)));
      found(own, 'Conversazione non trovata', 'CONVERSATION_NOT_FOUND');
    }
    const client = await clientByPhone(ctx.db, salonId, body.phoneNumber);
    const [row] = await ctx.db
      .insert(assistanceRequests)
      .values(
        owned(ctx.salonId, {
          conversationId,
          clientId: client?.id ?? null,
          clientName: body.clientName ?? client?.name ?? null,
          phoneNumber: body.phoneNumber,
          source: body.source ?? 'WHATSAPP_AI',
          reason: body.reason,
          notificationSentAt: new Date(),
        }),
      )
      .returning({ id: assistanceRequests.id });
    return ctx.created({ id: found(row).id, status: 'PENDING' });
  },
} satisfies Partial<Handlers>;
