// The callbacks the assistants hand over to the staff (POST /integrations/fallback-requests).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { assistanceRequests, conversations } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { found } from '../domain/errors.ts';
import { clientByPhone } from './message-ingest.ts';

/**
 * A PENDING callback for the salon's staff, tied to the client of that phone number when the
 * salon has one; the conversation, when named, must be the salon's.
 */
export async function createFallbackRequest(
  db: Database,
  salonId: number,
  body: Schemas['FallbackRequestCreateRequest'],
): Promise<{ id: number }> {
  const conversationId = body.conversationId ?? null;
  if (conversationId !== null) {
    const [own] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(salonFilter(conversations, salonId, eq(conversations.id, conversationId)));
    found(own, 'Conversazione non trovata', 'CONVERSATION_NOT_FOUND');
  }
  const client = await clientByPhone(db, salonId, body.phoneNumber);
  const [row] = await db
    .insert(assistanceRequests)
    .values(
      owned(salonId, {
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
  return { id: found(row).id };
}
