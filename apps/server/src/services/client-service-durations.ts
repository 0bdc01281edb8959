// A client's own duration for a service (the wizard proposes it instead of the service's).
import { asc, eq, isNull } from 'drizzle-orm';
import { clientServiceDurations, clients, services } from '../db/schema/index.ts';
import type { Database } from '../db/database.ts';
import { onUniqueViolation } from '../db/errors.ts';
import { conflict, found } from '../domain/errors.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { loadService } from './catalog-data.ts';
import { loadClient } from './client-row.ts';
import { owned, salonFilter } from '../db/tenant.ts';

const columns = {
  d: clientServiceDurations,
  clientName: clients.name,
  serviceName: services.name,
  defaultDuration: services.durationMinutes,
};
type Row = {
  d: typeof clientServiceDurations.$inferSelect;
  clientName: string;
  serviceName: string;
  defaultDuration: number;
};

function toDuration(row: Row): Schemas['ClientServiceDuration'] {
  return {
    id: row.d.id,
    clientId: row.d.clientId,
    clientName: row.clientName,
    serviceId: row.d.serviceId,
    serviceName: row.serviceName,
    customDurationMinutes: row.d.customDurationMinutes,
    defaultDurationMinutes: row.defaultDuration,
    notes: row.d.notes,
    createdAt: row.d.createdAt.toISOString(),
    updatedAt: row.d.updatedAt?.toISOString() ?? null,
  };
}

function select(db: Database, salonId: number, ...where: ReturnType<typeof eq>[]) {
  return db
    .select(columns)
    .from(clientServiceDurations)
    .innerJoin(
      clients,
      salonFilter(clients, salonId, eq(clients.id, clientServiceDurations.clientId)),
    )
    .innerJoin(
      services,
      salonFilter(services, salonId, eq(services.id, clientServiceDurations.serviceId)),
    )
    .where(
      salonFilter(
        clientServiceDurations,
        salonId,
        isNull(clients.archivedAt),
        isNull(services.archivedAt),
        ...where,
      ),
    );
}

async function loadOne(db: Database, salonId: number, id: number): Promise<Row> {
  const [row] = await select(db, salonId, eq(clientServiceDurations.id, id));
  return found(row as Row | undefined, 'Durata personalizzata non trovata');
}

type Duration = Schemas['ClientServiceDuration'];

/** The client's durations, by service; not found when the client is not the salon's. */
export async function clientDurations(
  db: Database,
  salonId: number,
  clientId: number,
): Promise<Duration[]> {
  await loadClient(db, salonId, clientId);
  const rows = await select(db, salonId, eq(clientServiceDurations.clientId, clientId)).orderBy(
    asc(services.name),
  );
  return (rows as Row[]).map(toDuration);
}

/**
 * How many durations the client has for services still offered: the length of their list (one
 * per service at most), so the count and the list never disagree.
 */
export async function countClientDurations(
  db: Database,
  salonId: number,
  clientId: number,
): Promise<number> {
  return (await clientDurations(db, salonId, clientId)).length;
}

/** Every duration of the salon, by client then service. */
export async function salonDurations(db: Database, salonId: number): Promise<Duration[]> {
  const rows = await select(db, salonId).orderBy(asc(clients.name), asc(services.name));
  return (rows as Row[]).map(toDuration);
}

/** A new duration; a conflict when the client has one for the service already. */
export async function createDuration(
  db: Database,
  salonId: number,
  b: Schemas['ClientServiceDurationCreateRequest'],
): Promise<Duration> {
  await loadClient(db, salonId, b.clientId);
  await loadService(db, salonId, b.serviceId);
  const [row] = await onUniqueViolation(
    () =>
      db
        .insert(clientServiceDurations)
        .values(
          owned(salonId, {
            clientId: b.clientId,
            serviceId: b.serviceId,
            customDurationMinutes: b.customDurationMinutes,
            notes: b.notes ?? null,
          }),
        )
        .returning({ id: clientServiceDurations.id }),
    () =>
      conflict(
        'Il cliente ha già una durata personalizzata per questo servizio',
        'DURATION_EXISTS',
      ),
  );
  return toDuration(await loadOne(db, salonId, (row as { id: number }).id));
}

export async function getDuration(db: Database, salonId: number, id: number): Promise<Duration> {
  return toDuration(await loadOne(db, salonId, id));
}

export async function updateDuration(
  db: Database,
  salonId: number,
  id: number,
  b: Schemas['ClientServiceDurationUpdateRequest'],
): Promise<Duration> {
  await loadOne(db, salonId, id);
  await db
    .update(clientServiceDurations)
    .set({
      customDurationMinutes: b.customDurationMinutes,
      ...(b.notes === undefined ? {} : { notes: b.notes }),
      updatedAt: new Date(),
    })
    .where(salonFilter(clientServiceDurations, salonId, eq(clientServiceDurations.id, id)));
  return toDuration(await loadOne(db, salonId, id));
}

export async function deleteDuration(db: Database, salonId: number, id: number): Promise<void> {
  await loadOne(db, salonId, id);
  await db
    .delete(clientServiceDurations)
    .where(salonFilter(clientServiceDurations, salonId, eq(clientServiceDurations.id, id)));
}
