// The WhatsApp inbox (GET /dashboard/conversations): the salon's conversations, newest first,
// each with its last message and whether a callback is still open.
import { phoneSearchDigits } from '@agendina/scheduling';
import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { escapeLike } from '../db/like.ts';
import { assistanceRequests, conversations, messages } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import type { QueryOf, Schemas } from '../domain/contract-types.ts';
import { toConversationSummary } from './conversations.ts';

const DEFAULT_SIZE = 50;

/** `q` as the client search reads it: the name contains it, or the phone digits contain its digits. */
function matching(q: string | undefined) {
  const term = q?.trim() ?? '';
  if (term === '') return undefined;
  const digits = phoneSearchDigits(term);
  const byName = ilike(conversations.clientName, `%${escapeLike(term)}%`);
  if (digits === null) return byName;
  return or(
    byName,
    sql`regexp_replace(${conversations.clientPhoneNumber}, '\\D', '', 'g') like ${`%${digits}%`}`,
  );
}

export async function listConversations(
  db: Database,
  salonId: number,
  query: QueryOf<'listConversations'>,
): Promise<Schemas['ConversationListItem'][]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(
      salonFilter(
        conversations,
        salonId,
        query.clientId === undefined ? undefined : eq(conversations.clientId, query.clientId),
        matching(query.q),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(query.size ?? DEFAULT_SIZE);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [last, open] = await Promise.all([
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        content: messages.content,
        direction: messages.direction,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(salonFilter(messages, salonId, inArray(messages.conversationId, ids)))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
    db
      .selectDistinct({ conversationId: assistanceRequests.conversationId })
      .from(assistanceRequests)
      .where(
        salonFilter(
          assistanceRequests,
          salonId,
          eq(assistanceRequests.status, 'PENDING'),
          inArray(assistanceRequests.conversationId, ids),
        ),
      ),
  ]);
  const lastBy = new Map(last.map((m) => [m.conversationId, m]));
  const openIds = new Set(open.map((r) => r.conversationId));
  return rows.map((row): Schemas['ConversationListItem'] => {
    const message = lastBy.get(row.id);
    return {
      ...toConversationSummary(row),
      lastMessageAt: row.lastMessageAt.toISOString(),
      lastMessage: message
        ? {
            content: message.content,
            direction: message.direction,
            createdAt: message.createdAt.toISOString(),
          }
        : null,
      hasOpenRequest: openIds.has(row.id),
    };
  });
}
