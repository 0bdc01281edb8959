// The callbacks the assistants hand over to the staff (POST /integrations/fallback-requests),
// and the staff's list of the open ones and their resolution (the dashboard).
import { desc, eq } from 'drizzle-orm';
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

type RequestRow = typeof assistanceRequests.$inferSelect;

function toCallback(row: RequestRow): Schemas['Callback'] {
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

/** The salon's open callbacks, newest first. */
export async function listCallbacks(db: Database, salonId: number): Promise<Schemas['Callback'][]> {
  const rows = await db
    .select()
    .from(assistanceRequests)
    .where(salonFilter(assistanceRequests, salonId, eq(assistanceRequests.status, 'PENDING')))
    .orderBy(desc(assistanceRequests.createdAt), desc(assistanceRequests.id));
  return rows.map(toCallback);
}

/** Resolves an open callback with the staff's notes (a resolved one stays as it was). */
export async function resolveCallback(
  db: Database,
  salonId: number,
  id: number,
  notes: string | null,
): Promise<void> {
  const [row] = await db
    .select()
    .from(assistanceRequests)
    .where(salonFilter(assistanceRequests, salonId, eq(assistanceRequests.id, id)));
  const request = found(row, 'Richiesta di assistenza non trovata', 'CALLBACK_NOT_FOUND');
  if (request.status === 'PENDING') {
    await db
      .update(assistanceRequests)
      .set({ status: 'RESOLVED', resolvedAt: new Date(), notes })
      .where(salonFilter(assistanceRequests, salonId, eq(assistanceRequests.id, request.id)));
  }
}
