// The salon's clients (tag Clienti): the paged list, create, edit, archive, and the clients
// waiting for a callback.
import { and, asc, desc, eq, ilike, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { onUniqueViolation } from '../db/errors.ts';
import { escapeLike } from '../db/like.ts';
import { appointments, assistanceRequests, clients } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import type { QueryOf, Schemas } from '../domain/contract-types.ts';
import { conflict } from '../domain/errors.ts';
import { noShowCount } from './appointment-outcomes.ts';
import { hasUpcoming } from './appointments-read.ts';
import { loadClient } from './client-row.ts';
import { pageAsked, salonPage } from './page.ts';

type ClientRow = typeof clients.$inferSelect;

/** The columns a created or edited client is saved with: absent fields are emptied. */
function clientValues(b: Schemas['ClientInput']) {
  return {
    name: b.name.trim(),
    phoneNumber: b.phoneNumber ?? null,
    email: b.email ?? null,
    notes: b.notes ?? null,
  };
}

function toClient(row: ClientRow): Schemas['Client'] {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

const duplicatePhone = () =>
  conflict('Esiste già un cliente con questo numero di telefono', 'DUPLICATE_PHONE_NUMBER');

const saveClient = <T>(write: () => Promise<T>): Promise<T> =>
  onUniqueViolation(write, duplicatePhone);

const SORT_COLUMNS = { name: clients.name, createdAt: clients.createdAt, id: clients.id } as const;

/** One page of the salon's clients (not archived), by the asked column, then id. */
export async function listClients(
  db: Database,
  salonId: number,
  query: QueryOf<'listClients'>,
): Promise<Schemas['ClientPage']> {
  const { page, size } = pageAsked(query, 20);
  const [field = 'name', direction = 'asc'] = (query.sort ?? 'name,asc').split(',');
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS];
  const where = and(
    isNull(clients.archivedAt),
    query.name ? ilike(clients.name, `%${escapeLike(query.name)}%`) : undefined,
  );
  const ordered = db
    .select()
    .from(clients)
    .where(salonFilter(clients, salonId, where))
    .orderBy(direction === 'desc' ? desc(column) : asc(column), asc(clients.id))
    .$dynamic();
  return salonPage(db, { table: clients, salonId, where, page, size }, ordered, toClient);
}

export async function createClient(
  db: Database,
  salonId: number,
  input: Schemas['ClientInput'],
): Promise<Schemas['Client']> {
  const [row] = await saveClient(() =>
    db
      .insert(clients)
      .values(owned(salonId, clientValues(input)))
      .returning(),
  );
  return toClient(row as ClientRow);
}

/** The client with how many visits they missed. */
export async function getClient(db: Database, salonId: number, id: number) {
  const client = toClient(await loadClient(db, salonId, id));
  return { ...client, noShowCount: await noShowCount(db, salonId, client.id) };
}

export async function updateClient(
  db: Database,
  salonId: number,
  id: number,
  input: Schemas['ClientInput'],
): Promise<Schemas['Client']> {
  await loadClient(db, salonId, id);
  const [row] = await saveClient(() =>
    db
      .update(clients)
      .set(clientValues(input))
      .where(salonFilter(clients, salonId, eq(clients.id, id)))
      .returning(),
  );
  return toClient(row as ClientRow);
}

/** Archives the client; a conflict while they have upcoming appointments. */
export async function archiveClient(db: Database, salonId: number, id: number): Promise<void> {
  const client = await loadClient(db, salonId, id);
  if (await hasUpcoming(db, salonId, eq(appointments.clientId, client.id)))
    throw conflict(
      'Il cliente ha appuntamenti futuri: cancellali prima di eliminarlo',
      'CLIENT_HAS_FUTURE_APPOINTMENTS',
    );
  await db
    .update(clients)
    .set({ archivedAt: new Date() })
    .where(salonFilter(clients, salonId, eq(clients.id, client.id)));
}

/** The clients with open callbacks, the most recent request first. */
export async function clientsToCallback(
  db: Database,
  salonId: number,
): Promise<Schemas['ClientToCallback'][]> {
  const pending = await db
    .select({
      clientId: assistanceRequests.clientId,
      count: sql<number>`count(*)::int`,
      last: max(assistanceRequests.createdAt),
      lastReason: sql<string>`(array_agg(${assistanceRequests.reason} order by ${assistanceRequests.createdAt} desc))[1]`,
    })
    .from(assistanceRequests)
    .where(salonFilter(assistanceRequests, salonId, eq(assistanceRequests.status, 'PENDING')))
    .groupBy(assistanceRequests.clientId);
  const ids = pending.map((p) => p.clientId).filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(clients)
    .where(salonFilter(clients, salonId, inArray(clients.id, ids), isNull(clients.archivedAt)));
  const list = rows.map((row) => {
    const p = pending.find((x) => x.clientId === row.id);
    return {
      ...toClient(row),
      pendingCallbacks: Number(p?.count ?? 1),
      lastCallbackAt: new Date(p?.last ?? Date.now()).toISOString(),
      lastReason: p?.lastReason ?? 'MANUAL_ESCALATION',
    };
  });
  list.sort((a, b) => b.lastCallbackAt.localeCompare(a.lastCallbackAt));
  return list;
}
