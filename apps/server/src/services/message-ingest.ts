// One message of a conversation of the WhatsApp or voice assistant, or of the WhatsApp Cloud API
// webhook: the single place that files a message under its conversation, so /comunicazioni shows
// every source the same way.
import { and, eq } from 'drizzle-orm';
import type { ChatLog } from '../adapters/adapters.ts';
import type { Database } from '../db/database.ts';
import { clients, conversations, messages } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { found } from '../domain/errors.ts';
import type { Schemas } from '../domain/contract-types.ts';

export interface IncomingMessage {
  clientPhoneNumber: string;
  content: string;
  direction?: Schemas['MessageDirection'];
  channel?: Schemas['IngestMessageRequest']['channel'];
  conversationExternalId?: string | null;
  clientName?: string | null;
  services?: string[] | null;
  hairdresserName?: string | null;
  /** Salon-local `yyyy-MM-ddTHH:mm:ss`. */
  preferredDateTime?: string | null;
  intent?: string | null;
  /** The provider's id of the message (WhatsApp's wamid): an inbound one is stored once. */
  externalMessageId?: string | null;
  /** When it was sent (the provider's time); now when absent. */
  at?: Date;
}

export interface StoredMessage {
  conversationId: number;
  messageId: number;
  /** The message was stored before (same provider id): nothing changed. */
  duplicate: boolean;
}

/** The salon's client with this phone number, if any. */
export async function clientByPhone(db: Pick<Database, 'select'>, salonId: number, phone: string) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(salonFilter(clients, salonId, eq(clients.phoneNumber, phone)))
    .limit(1);
  return client;
}

async function storedBefore(db: Pick<Database, 'select'>, salonId: number, externalId: string) {
  const [row] = await db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(
      salonFilter(
        messages,
        salonId,
        and(eq(messages.externalId, externalId), eq(messages.direction, 'INBOUND')),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Files the message under its conversation, created on first use (by the assistant's
 * conversation id, else by phone), and updates the conversation's details. Runs in one
 * transaction: a value PostgreSQL refuses (a 30 February) leaves no half conversation.
 */
export async function ingestMessage(
  db: Database,
  salonId: number,
  body: IncomingMessage,
): Promise<StoredMessage> {
  return db.transaction(async (tx) => {
    const direction = body.direction ?? 'INBOUND';
    const wamid = direction === 'INBOUND' ? (body.externalMessageId ?? null) : null;
    if (wamid) {
      const before = await storedBefore(tx, salonId, wamid);
      if (before)
        return { conversationId: before.conversationId, messageId: before.id, duplicate: true };
    }
    const now = body.at ?? new Date();
    const phone = body.clientPhoneNumber;
    const externalId = body.conversationExternalId ?? null;
    const where = externalId
      ? eq(conversations.externalId, externalId)
      : eq(conversations.clientPhoneNumber, phone);
    let [conversation] = await tx
      .select()
      .from(conversations)
      .where(salonFilter(conversations, salonId, where))
      .limit(1);
    if (!conversation) {
      const client = await clientByPhone(tx, salonId, phone);
      [conversation] = await tx
        .insert(conversations)
        .values(
          owned(salonId, {
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
      .where(salonFilter(conversations, salonId, eq(conversations.id, id)));
    const [message] = await tx
      .insert(messages)
      .values(
        owned(salonId, {
          conversationId: id,
          content: body.content,
          direction,
          intent: body.intent ?? null,
          externalId: body.externalMessageId ?? null,
          createdAt: now,
        }),
      )
      .returning({ id: messages.id });
    return { conversationId: id, messageId: found(message).id, duplicate: false };
  });
}

/** The chat log the WhatsApp Cloud API adapter writes its sent templates through. */
export function chatLogOf(db: Database): ChatLog {
  return (salonId, message) => ingestMessage(db, salonId, message);
}
