import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { assistanceRequests, conversations, messages } from '../db/schema/index.ts';
import type { Handlers, Schemas } from './context.ts';
import { phoneSearchDigits } from '@agendina/scheduling';
import { escapeLike } from './clients.ts';
import { toConversationSummary } from './dashboard.ts';
import { salonFilter } from '../db/tenant.ts';

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

export const inboxHandlers = {
  /** GET /dashboard/conversations: the WhatsApp inbox, newest conversation first. */
  async listConversations(ctx) {
    const rows = await ctx.db
      .select()
      .from(conversations)
      .where(
        salonFilter(
          conversations,
          ctx.salonId,
          ctx.query.clientId === undefined
            ? undefined
            : eq(conversations.clientId, ctx.query.clientId),
          matching(ctx.query.q),
        ),
      )
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(ctx.query.size ?? DEFAULT_SIZE);
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return ctx.ok([]);
    const [last, open] = await Promise.all([
      ctx.db
        .selectDistinctOn([messages.conversationId], {
          conversationId: messages.conversationId,
          content: messages.content,
          direction: messages.direction,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(salonFilter(messages, ctx.salonId, inArray(messages.conversationId, ids)))
        .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
      ctx.db
        .selectDistinct({ conversationId: assistanceRequests.conversationId })
        .from(assistanceRequests)
        .where(
          salonFilter(
            assistanceRequests,
            ctx.salonId,
            eq(assistanceRequests.status, 'PENDING'),
            inArray(assistanceRequests.conversationId, ids),
          ),
        ),
    ]);
    const lastBy = new Map(last.map((m) => [m.conversationId, m]));
    const openIds = new Set(open.map((r) => r.conversationId));
    return ctx.ok(
      rows.map((row): Schemas['ConversationListItem'] => {
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
      }),
    );
  },
} satisfies Partial<Handlers>;
