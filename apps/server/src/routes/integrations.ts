import { eq } from 'drizzle-orm';
import { limit, windowRule } from '../auth/rate-limit.ts';
import type { Database } from '../db/database.ts';
import { assistanceRequests, clients, conversations, messages } from '../db/schema/index.ts';
import { found } from '../http/errors.ts';
import type { Handlers, RequestCtx } from '../http/types.ts';
import { owned, salonFilter } from '../db/tenant.ts';

/** The salon's client with this phone number, if any. */
async function clientByPhone(db: Pick<Database, 'select'>, salonId: number, phone: string) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(salonFilter(clients, salonId, eq(clients.phoneNumber, phone)))
    .limit(1);
  return client;
}

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
    const body = ctx.body;
    const salonId = ctx.salonId;
    const phone = body.clientPhoneNumber;
    const externalId = body.conversationExternalId ?? null;
    // One transaction: a value PostgreSQL refuses (a 30 February) leaves no half conversation.
    const stored = await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const where = externalId
        ? eq(conversations.externalId, externalId)
        : eq(conversations.clientPhoneNumber, phone);
      let [conversation] = await tx
        .select()
        .from(conversations)
        .where(salonFilter(conversations, ctx.salonId, where))
        .limit(1);
      if (!conversation) {
        const client = await clientByPhone(tx, salonId, phone);
        [conversation] = await tx
          .insert(conversations)
          .values(
            owned(ctx.salonId, {
              channel: body.channel ?? 'WHATSAPP_AI',
              externalId,
              clientId: client?.id ?? null,
              clientName: body.clientName ?? client?.name ?? null,
              clientPhoneNumber: phone,
            }),
          )
          .returning();
      }
      const id = found(conversation).id;
      await tx
        .update(conversations)
        .set({
          lastMessageAt: now,
          // Details the assistant sends replace the stored ones; absent or null ones are kept.
          ...(body.clientName ? { clientName: body.clientName } : {}),
          ...(body.services ? { services: JSON.stringify(body.services) } : {}),
          ...(body.hairdresserName ? { hairdresserName: body.hairdresserName } : {}),
          ...(body.preferredDateTime
            ? { preferredDateTime: body.preferredDateTime.replace('T', ' ') }
            : {}),
        })
        .where(salonFilter(conversations, ctx.salonId, eq(conversations.id, id)));
      const [message] = await tx
        .insert(messages)
        .values(
          owned(ctx.salonId, {
            conversationId: id,
            content: body.content,
            direction: body.direction ?? 'INBOUND',
            intent: body.intent ?? null,
            createdAt: now,
          }),
        )
        .returning({ id: messages.id });
      return { conversationId: id, messageId: found(message).id };
    });
    return ctx.created(stored);
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
