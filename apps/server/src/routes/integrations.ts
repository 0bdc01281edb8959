import { limit, windowRule } from '../auth/rate-limit.ts';
import type { Handlers, RequestCtx } from './context.ts';
import { createFallbackRequest } from '../services/assistance-requests.ts';
import { ingestMessage } from '../services/message-ingest.ts';

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
    const { id } = await createFallbackRequest(ctx.db, ctx.salonId, ctx.body);
    return ctx.created({ id, status: 'PENDING' });
  },
} satisfies Partial<Handlers>;
