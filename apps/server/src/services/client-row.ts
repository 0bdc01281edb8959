import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { clients } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { found } from '../domain/errors.ts';

export type ClientRow = typeof clients.$inferSelect;

/** One of the salon's clients, not archived; not found otherwise. */
export async function loadClient(db: Database, salonId: number, id: number): Promise<ClientRow> {
  const [row] = await db
    .select()
    .from(clients)
    .where(salonFilter(clients, salonId, eq(clients.id, id), isNull(clients.archivedAt)));
  return found(row, 'Client ID non disponibile', 'CLIENT_NOT_FOUND');
}
