import { WhatsAppSendError } from '../adapters/whatsapp/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { Handlers } from './context.ts';
import { listCallbacks, resolveCallback } from '../services/assistance-requests.ts';
import {
  conversationMessages,
  findConversation,
  recordSentMessage,
} from '../services/conversations.ts';
import { bookingsReceivedToday } from '../services/today-bookings.ts';

export const dashboardHandlers = {
  /** "Prenotazioni ricevute oggi": counted here, not from the recent list (which has a limit). */
  async countTodayBookings(ctx) {
    return ctx.ok({ count: await bookingsReceivedToday(ctx.db, ctx.salonId) });
  },

  async getConversationMessages(ctx) {
    return ctx.ok(await conversationMessages(ctx.db, ctx.salonId, ctx.params.id));
  },

  async sendWhatsAppMessage(ctx) {
    const { to, message, conversationId } = ctx.body;
    const conversation =
      conversationId === undefined
        ? undefined
        : await findConversation(ctx.db, ctx.salonId, conversationId);
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
    if (conversation)
      await recordSentMessage(ctx.db, ctx.salonId, conversation.id, message, providerId);
    return ctx.ok({ success: true, message: 'Messaggio inviato con successo' });
  },

  async resolveCallback(ctx) {
    await resolveCallback(ctx.db, ctx.salonId, ctx.params.id, ctx.body?.notes ?? null);
    return ctx.ok({ success: true, message: 'Richiesta risolta' });
  },

  async listCallbacks(ctx) {
    return ctx.ok(await listCallbacks(ctx.db, ctx.salonId));
  },
} satisfies Partial<Handlers>;
