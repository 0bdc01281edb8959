import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import { appointments, assistanceRequests, conversations, messages } from '../db/schema/index.ts';
import { WhatsAppSendError } from '../adapters/whatsapp/errors.ts';
import { found, notFound } from '../domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { toConversationSummary } from '../services/conversations.ts';
import type { Handlers, Schemas } from './context.ts';
import { today } from '../services/time.ts';
import { owned, salonFilter } from '../db/tenant.ts';

type ConversationRow = typeof conversations.$inferSelect;
type RequestRow = typeof assistanceRequests.$inferSelect;

export function toCallback(row: RequestRow): Schemas['Callback'] {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    phoneNumber: row.phoneNumber,
    conversationId: row.conversationId,
    source: row.source,
    reason: row.reason,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The instants the salon's current day starts and ends (midnights in its time zone, DST-aware). */
function salonDayBounds(timeZone = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  const day = today(timeZone);
  const midnight = (d: typeof day) =>
    new Date(d.toZonedDateTime({ timeZone }).toInstant().epochMilliseconds);
  return { start: midnight(day), end: midnight(day.add({ days: 1 })) };
}

export const dashboardHandlers = {
  /** "Prenotazioni ricevute oggi": counted here, not from the recent list (which has a limit). */
  async countTodayBookings(ctx) {
    const { start, end } = salonDayBounds();
    const [row] = await ctx.db
      .select({ count: count() })
      .from(appointments)
      .where(
        salonFilter(
          appointments,
          ctx.salonId,
          gte(appointments.createdAt, start),
          lt(appointments.createdAt, end),
        ),
      );
    return ctx.ok({ count: row?.count ?? 0 });
  },

  async getConversationMessages(ctx) {
    const [conversation] = await ctx.db
      .select()
      .from(conversations)
      .where(salonFilter(conversations, ctx.salonId, eq(conversations.id, ctx.params.id)));
    const row = found(conversation, 'Conversazione non trovata', 'CONVERSATION_NOT_FOUND');
    const [list, [request]] = await Promise.all([
      ctx.db
        .select()
        .from(messages)
        .where(salonFilter(messages, ctx.salonId, eq(messages.conversationId, row.id)))
        .orderBy(asc(messages.createdAt), asc(messages.id)),
      ctx.db
        .select()
        .from(assistanceRequests)
        .where(
          salonFilter(
            assistanceRequests,
            ctx.salonId,
            eq(assistanceRequests.conversationId, row.id),
            // Only an open request: once resolved, the dialog must not offer to resolve it again.
            eq(assistanceRequests.status, 'PENDING'),
          ),
        )
        .orderBy(desc(assistanceRequests.createdAt))
        .limit(1),
    ]);
    return ctx.ok({
      messages: list.map((m) => ({
        id: m.id,
        content: m.content,
        direction: m.direction,
        createdAt: m.createdAt.toISOString(),
        intent: m.intent,
      })),
      conversation: toConversationSummary(row),
      fallbackRequest: request
        ? {
            id: request.id,
            reason: request.reason,
            createdAt: request.createdAt.toISOString(),
            notificationSentAt: request.notificationSentAt?.toISOString() ?? null,
          }
        : null,
    });
  },

  async sendWhatsAppMessage(ctx) {
    const { to, message, conversationId } = ctx.body;
    let conversation: ConversationRow | undefined;
    if (conversationId !== undefined) {
      [conversation] = await ctx.db
        .select()
        .from(conversations)
        .where(salonFilter(conversations, ctx.salonId, eq(conversations.id, conversationId)));
      if (!conversation) throw notFound('Conversazione non trovata', 'CONVERSATION_NOT_FOUND');
    }
    if (!(await ctx.adapters.whatsapp.configured(ctx.salonId)))
      throw new HttpError(422, 'WhatsApp non è configurato per il salone', {
        code: 'WHATSAPP_NOT_CONFIGURED',
      });
    let providerId: string;
    try {
      providerId = (await ctx.adapters.whatsapp.send({ salonId: ctx.salonId, to, text: message }))
        .providerMessageId;
    } catch (error) {
      // The Cloud API's refusals (24-hour window, token, …) carry their own Italian message.
      if (error instanceof WhatsAppSendError)
        throw new HttpError(error.status, error.message, { code: error.code });
      console.error(error);
      throw new HttpError(502, "Errore durante l'invio del messaggio", {
        code: 'WHATSAPP_PROVIDER_ERROR',
      });
    }
    if (conversation) {
      const now = new Date();
      await ctx.db.insert(messages).values(
        owned(ctx.salonId, {
          conversationId: conversation.id,
          content: message,
          direction: 'OUTBOUND',
          externalId: providerId,
          createdAt: now,
        }),
      );
      await ctx.db
        .update(conversations)
        .set({ lastMessageAt: now })
        .where(salonFilter(conversations, ctx.salonId, eq(conversations.id, conversation.id)));
    }
    return ctx.ok({ success: true, message: 'Messaggio inviato con successo' });
  },

  async resolveCallback(ctx) {
    const [row] = await ctx.db
      .select()
      .from(assistanceRequests)
      .where(
        salonFilter(assistanceRequests, ctx.salonId, eq(assistanceRequests.id, ctx.params.id)),
      );
    const request = found(row, 'Richiesta di assistenza non trovata', 'CALLBACK_NOT_FOUND');
    if (request.status === 'PENDING') {
      await ctx.db
        .update(assistanceRequests)
        .set({ status: 'RESOLVED', resolvedAt: new Date(), notes: ctx.body?.notes ?? null })
        .where(salonFilter(assistanceRequests, ctx.salonId, eq(assistanceRequests.id, request.id)));
    }
    return ctx.ok({ success: true, message: 'Richiesta risolta' });
  },

  async listCallbacks(ctx) {
    const rows = await ctx.db
      .select()
      .from(assistanceRequests)
      .where(salonFilter(assistanceRequests, ctx.salonId, eq(assistanceRequests.status, 'PENDING')))
      .orderBy(desc(assistanceRequests.createdAt), desc(assistanceRequests.id));
    return ctx.ok(rows.map(toCallback));
  },
} satisfies Partial<Handlers>;
