// The salon's WhatsApp channel (issue #19): its settings in /salone (tag Users: a salon account,
// never ADMIN) and the webhook of Meta's WhatsApp Cloud API (no bearer: Meta proves itself with
// the verify token, then with the app secret's signature on every delivery).
import { conflict, invalid } from '../domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { Ctx, Handlers, Schemas } from './context.ts';
import {
  isCompleteCloud,
  saveWhatsAppSettings,
  settingsByPhoneNumberId,
  settingsByVerifyToken,
  whatsAppSettingsOf,
} from '../adapters/whatsapp/settings.ts';
import type { WhatsAppSettingsRow } from '../adapters/whatsapp/settings.ts';
import { SIGNATURE_HEADER, validHubSignature } from '../adapters/whatsapp/signature.ts';
import { inboundMessagesOf, phoneNumberIdsOf } from '../adapters/whatsapp/webhook-payload.ts';
import { ingestMessage } from '../services/message-ingest.ts';

/** Where the owner points Meta's webhook: the API's public address (PUBLIC_API_URL) or this request's. */
function webhookUrl(ctx: Ctx<'getWhatsAppSettings'> | Ctx<'updateWhatsAppSettings'>): string {
  const base = ctx.config.publicApiUrl ?? new URL(ctx.request.url).origin;
  return `${base.replace(/\/+$/, '')}/webhooks/whatsapp`;
}

function toSettings(row: WhatsAppSettingsRow, url: string): Schemas['WhatsAppSettings'] {
  return {
    provider: row.provider,
    phoneNumberId: row.phoneNumberId,
    businessAccountId: row.businessAccountId,
    accessTokenSet: Boolean(row.accessToken),
    appSecretSet: Boolean(row.appSecret),
    verifyToken: row.verifyToken,
    webhookUrl: url,
    reminderTemplate: row.reminderTemplate,
    reminderLanguage: row.reminderLanguage,
    configured: row.provider === 'SANDBOX' || isCompleteCloud(row),
  };
}

/** Blank is "not given": a form's empty field never wipes a stored value by accident. */
const given = (value: string | null | undefined): string | null => value?.trim() || null;

/** The new values, or 400 with one Italian message per field. */
function validated(body: Schemas['WhatsAppSettingsUpdate'], stored: WhatsAppSettingsRow) {
  const next = {
    provider: body.provider,
    phoneNumberId:
      body.phoneNumberId === undefined ? stored.phoneNumberId : given(body.phoneNumberId),
    businessAccountId:
      body.businessAccountId === undefined
        ? stored.businessAccountId
        : given(body.businessAccountId),
    accessToken: given(body.accessToken) ?? stored.accessToken,
    appSecret: given(body.appSecret) ?? stored.appSecret,
    reminderTemplate: body.reminderTemplate?.trim() || stored.reminderTemplate,
    reminderLanguage: body.reminderLanguage?.trim() || stored.reminderLanguage,
  };
  const errors: Record<string, string> = {};
  if (next.phoneNumberId !== null && !/^\d{5,32}$/.test(next.phoneNumberId))
    errors['phoneNumberId'] = "L'ID del numero di telefono è fatto solo di cifre";
  if (next.businessAccountId !== null && !/^\d{5,32}$/.test(next.businessAccountId))
    errors['businessAccountId'] = "L'ID dell'account WhatsApp Business è fatto solo di cifre";
  if (next.accessToken !== null && /\s/.test(next.accessToken))
    errors['accessToken'] = 'Il token di accesso non può contenere spazi';
  if (!/^[a-z0-9_]{1,512}$/.test(next.reminderTemplate))
    errors['reminderTemplate'] =
      'Il nome del modello usa solo lettere minuscole, cifre e trattini bassi';
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(next.reminderLanguage))
    errors['reminderLanguage'] = 'Codice lingua non valido (per esempio it oppure en_US)';
  if (next.provider === 'CLOUD_API') {
    if (!next.phoneNumberId) errors['phoneNumberId'] = "Inserisci l'ID del numero di telefono";
    if (!next.accessToken) errors['accessToken'] = 'Inserisci il token di accesso';
    if (!next.appSecret) errors['appSecret'] = "Inserisci la chiave segreta dell'app";
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return next;
}

export const whatsAppHandlers = {
  async getWhatsAppSettings(ctx) {
    return ctx.ok(toSettings(await whatsAppSettingsOf(ctx.db, ctx.salonId), webhookUrl(ctx)));
  },

  async updateWhatsAppSettings(ctx) {
    const stored = await whatsAppSettingsOf(ctx.db, ctx.salonId);
    const next = validated(ctx.body, stored);
    if (next.phoneNumberId) {
      const owner = await settingsByPhoneNumberId(ctx.db, next.phoneNumberId);
      if (owner && owner.salonId !== ctx.salonId)
        throw conflict(
          'Questo numero WhatsApp è già collegato a un altro salone',
          'PHONE_NUMBER_ID_TAKEN',
        );
    }
    const row = await saveWhatsAppSettings(ctx.db, ctx.salonId, stored.id, next);
    return ctx.ok(toSettings(row ?? stored, webhookUrl(ctx)));
  },

  async verifyWhatsAppWebhook(ctx) {
    const q = ctx.query;
    const token = q['hub.verify_token'];
    const salon =
      q['hub.mode'] === 'subscribe' && token
        ? await settingsByVerifyToken(ctx.db, token)
        : undefined;
    if (!salon)
      throw new HttpError(403, 'Token di verifica non valido', { code: 'WEBHOOK_NOT_VERIFIED' });
    return {
      status: 200,
      text: q['hub.challenge'] ?? '',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    };
  },

  async receiveWhatsAppWebhook(ctx) {
    const raw = await ctx.rawBody();
    const signature = ctx.request.headers.get(SIGNATURE_HEADER);
    if (!signature) throw new HttpError(401, 'Firma non valida', { code: 'INVALID_SIGNATURE' });
    // Every number the delivery speaks for must be a salon's, and signed with that salon's
    // secret: a forged or unknown one stores nothing at all.
    const salons = new Map<string, number>();
    for (const id of phoneNumberIdsOf(ctx.body)) {
      const settings = await settingsByPhoneNumberId(ctx.db, id);
      if (!settings?.appSecret || !validHubSignature(raw, signature, settings.appSecret))
        throw new HttpError(401, 'Firma non valida', { code: 'INVALID_SIGNATURE' });
      salons.set(id, settings.salonId);
    }
    let stored = 0;
    for (const message of inboundMessagesOf(ctx.body)) {
      const salonId = salons.get(message.phoneNumberId);
      if (salonId === undefined) continue;
      const result = await ingestMessage(ctx.db, salonId, {
        clientPhoneNumber: message.from,
        clientName: message.name,
        content: message.content,
        direction: 'INBOUND',
        channel: 'WHATSAPP_AI',
        externalMessageId: message.id,
        at: message.at,
      });
      if (!result.duplicate) stored += 1;
    }
    return ctx.ok({ received: true, stored });
  },
} satisfies Partial<Handlers>;
