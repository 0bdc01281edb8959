import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  assistanceRequests,
  clients,
  conversations,
  messages,
  salons,
} from '../../db/schema/index.ts';
import { errorResponse } from '../../http/dispatch.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { Deps } from '../../http/types.ts';
import { integrationKeyHash } from '../../auth/integration-key.ts';

const PHONE = /^\+[1-9]\d{6,14}$/;
const REASON = /^[A-Z][A-Z0-9_]*$/;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

type Json = Record<string, unknown>;

function text(
  body: Json,
  field: string,
  max: number,
  required: boolean,
  errors: Record<string, string>,
): string | null {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) errors[field] = 'Campo obbligatorio';
    return null;
  }
  if (typeof value !== 'string' || value.trim() === '')
    errors[field] = 'Deve essere un testo non vuoto';
  else if (value.length > max) errors[field] = `Al massimo ${max} caratteri`;
  else return value;
  return null;
}

async function salonOf(deps: Deps, c: Context): Promise<number> {
  const key = c.req.header('x-integration-key');
  if (!key)
    throw new HttpError(401, 'Chiave di integrazione mancante', {
      code: 'INTEGRATION_KEY_MISSING',
    });
  const [row] = await deps.db
    .select({ id: salons.id, active: salons.active })
    .from(salons)
    .where(eq(salons.integrationKeyHash, integrationKeyHash(key)));
  if (!row || !row.active)
    throw new HttpError(401, 'Chiave di integrazione non valida', {
      code: 'INTEGRATION_KEY_INVALID',
    });
  return row.id;
}

/** The salon's client with this phone number, if any. */
async function clientByPhone(deps: Deps, salonId: number, phone: string) {
  const [client] = await deps.db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.salonId, salonId), eq(clients.phoneNumber, phone)))
    .limit(1);
  return client;
}

async function json(c: Context): Promise<Json> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Json;
  } catch {
    // fall through
  }
  throw badRequest({ body: 'Serve un oggetto JSON' });
}

/**
 * The ingestion API of the external WhatsApp and voice assistants (proposed openapi/ additions in
 * docs/decisions/0007-server-validation-and-sessions.md): authenticated by the salon's X-Integration-Key.
 */
export function integrationRoutes(deps: Deps) {
  const app = new Hono();

  /** POST /integrations/messages: one message of a conversation (created on first use, by phone and externalId). */
  app.post('/messages', async (c) => {
    try {
      const salonId = await salonOf(deps, c);
      const body = await json(c);
      const errors: Record<string, string> = {};
      const phone = text(body, 'clientPhoneNumber', 16, true, errors);
      const content = text(body, 'content', 4096, true, errors);
      const externalId = text(body, 'conversationExternalId', 200, false, errors);
      const clientName = text(body, 'clientName', 200, false, errors);
      const intent = text(body, 'intent', 100, false, errors);
      const direction = body['direction'] ?? 'INBOUND';
      const channel = body['channel'] ?? 'WHATSAPP_AI';
      if (phone && !PHONE.test(phone)) errors['clientPhoneNumber'] = 'Formato numero non valido';
      if (direction !== 'INBOUND' && direction !== 'OUTBOUND')
        errors['direction'] = 'Valore non ammesso: usa INBOUND, OUTBOUND';
      if (channel !== 'WHATSAPP_AI' && channel !== 'VOICE_AI')
        errors['channel'] = 'Valore non ammesso: usa WHATSAPP_AI, VOICE_AI';
      const preferred = body['preferredDateTime'];
      if (
        preferred !== undefined &&
        preferred !== null &&
        (typeof preferred !== 'string' || !LOCAL.test(preferred))
      )
        errors['preferredDateTime'] = 'Formato non valido';
      const services = body['services'];
      if (
        services !== undefined &&
        (!Array.isArray(services) ||
          services.length > 20 ||
          services.some((s) => typeof s !== 'string' || s.length > 200))
      )
        errors['services'] = 'Lista di nomi di servizi non valida';
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const now = new Date();
      const where = externalId
        ? and(eq(conversations.salonId, salonId), eq(conversations.externalId, externalId))
        : and(
            eq(conversations.salonId, salonId),
            eq(conversations.clientPhoneNumber, phone as string),
          );
      let [conversation] = await deps.db.select().from(conversations).where(where).limit(1);
      if (!conversation) {
        const client = await clientByPhone(deps, salonId, phone as string);
        [conversation] = await deps.db
          .insert(conversations)
          .values({
            salonId,
            channel: channel as 'WHATSAPP_AI',
            externalId,
            clientId: client?.id ?? null,
            clientName: clientName ?? client?.name ?? null,
            clientPhoneNumber: phone as string,
          })
          .returning();
      }
      const id = (conversation as { id: number }).id;
      await deps.db
        .update(conversations)
        .set({
          lastMessageAt: now,
          ...(clientName ? { clientName } : {}),
          ...(Array.isArray(services) ? { services: JSON.stringify(services) } : {}),
          ...(typeof body['hairdresserName'] === 'string'
            ? { hairdresserName: String(body['hairdresserName']).slice(0, 200) }
            : {}),
          ...(typeof preferred === 'string'
            ? { preferredDateTime: preferred.replace('T', ' ') }
            : {}),
        })
        .where(eq(conversations.id, id));
      const [message] = await deps.db
        .insert(messages)
        .values({
          salonId,
          conversationId: id,
          content: content as string,
          direction: direction as 'INBOUND',
          intent,
          createdAt: now,
        })
        .returning({ id: messages.id });
      return c.json({ conversationId: id, messageId: message?.id }, 201);
    } catch (error) {
      return errorResponse(c, error);
    }
  });

  /** POST /integrations/fallback-requests: the assistant hands the client over to the staff (a callback). */
  app.post('/fallback-requests', async (c) => {
    try {
      const salonId = await salonOf(deps, c);
      const body = await json(c);
      const errors: Record<string, string> = {};
      const phone = text(body, 'phoneNumber', 16, true, errors);
      const reason = text(body, 'reason', 100, true, errors);
      const clientName = text(body, 'clientName', 200, false, errors);
      const source = body['source'] ?? 'WHATSAPP_AI';
      if (phone && !PHONE.test(phone)) errors['phoneNumber'] = 'Formato numero non valido';
      if (reason && !REASON.test(reason))
        errors['reason'] = 'Codice motivo non valido (MAIUSCOLE_CON_UNDERSCORE)';
      if (source !== 'WHATSAPP_AI' && source !== 'VOICE_AI')
        errors['source'] = 'Valore non ammesso: usa WHATSAPP_AI, VOICE_AI';
      const conversationId = body['conversationId'];
      if (
        conversationId !== undefined &&
        conversationId !== null &&
        !(Number.isSafeInteger(conversationId) && (conversationId as number) > 0)
      )
        errors['conversationId'] = 'Deve essere un numero intero positivo';
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (typeof conversationId === 'number') {
        const [own] = await deps.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.salonId, salonId), eq(conversations.id, conversationId)));
        if (!own)
          throw new HttpError(404, 'Conversazione non trovata', { code: 'CONVERSATION_NOT_FOUND' });
      }
      const client = await clientByPhone(deps, salonId, phone as string);
      const [row] = await deps.db
        .insert(assistanceRequests)
        .values({
          salonId,
          conversationId: typeof conversationId === 'number' ? conversationId : null,
          clientId: client?.id ?? null,
          clientName: clientName ?? client?.name ?? null,
          phoneNumber: phone as string,
          source: source as 'WHATSAPP_AI',
          reason: reason as string,
          notificationSentAt: new Date(),
        })
        .returning({ id: assistanceRequests.id });
      return c.json({ id: row?.id, status: 'PENDING' }, 201);
    } catch (error) {
      return errorResponse(c, error);
    }
  });

  return app;
}
