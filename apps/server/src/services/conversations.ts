// The salon's WhatsApp conversations: their summary, their messages, what the staff send.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { assistanceRequests, conversations, messages } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { found, notFound } from '../domain/errors.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { localIso } from './time.ts';

type ConversationRow = typeof conversations.$inferSelect;

export function toConversationSummary(row: ConversationRow): Schemas['ConversationSummary'] {
  let services: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.services);
    if (Array.isArray(parsed)) services = parsed.filter((s): s is string => typeof s === 'string');
  } catch {
    services = [];
  }
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    clientPhoneNumber: row.clientPhoneNumber,
    services,
    hairdresserName: row.hairdresserName,
    preferredDateTime: row.preferredDateTime === null ? null : localIso(row.preferredDateTime),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

/** A conversation's messages, oldest first, with its summary and its open callback if any. */
export async function conversationMessages(
  db: Database,
  salonId: number,
  id: number,
): Promise<Schemas['ConversationDetail']> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(salonFilter(conversations, salonId, eq(conversations.id, id)));
  const row = found(conversation, 'Conversazione non trovata', 'CONVERSATION_NOT_FOUND');
  const [list, [request]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(salonFilter(messages, salonId, eq(messages.conversationId, row.id)))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db
      .select()
      .from(assistanceRequests)
      .where(
        salonFilter(
          assistanceRequests,
          salonId,
          eq(assistanceRequests.conversationId, row.id),
          // Only an open request: once resolved, the dialog must not offer to resolve it again.
          eq(assistanceRequests.status, 'PENDING'),
        ),
      )
      .orderBy(desc(assistanceRequests.createdAt))
      .limit(1),
  ]);
  return {
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
  };
}

/** One of the salon's conversations; not found when it is not the salon's. */
export async function findConversation(
  db: Database,
  salonId: number,
  id: number,
): Promise<ConversationRow> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(salonFilter(conversations, salonId, eq(conversations.id, id)));
  if (!conversation) throw notFound('Conversazione non trovata', 'CONVERSATION_NOT_FOUND');
  return conversation;
}

/** A message the staff sent, in its conversation, which moves to the top of the inbox. */
export async function recordSentMessage(
  db: Database,
  salonId: number,
  conversationId: number,
  content: string,
  providerId: string,
): Promise<void> {
  const now = new Date();
  await db.insert(messages).values(
    owned(salonId, {
      conversationId,
      content,
      direction: 'OUTBOUND',
      externalId: providerId,
      createdAt: now,
    }),
  );
  await db
    .update(conversations)
    .set({ lastMessageAt: now })
    .where(salonFilter(conversations, salonId, eq(conversations.id, conversationId)));
}
