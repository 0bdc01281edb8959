// The salon's services (tag Servizi) as they are written: create, edit, archive and the order
// the wizard proposes them in. A service's phases are checked by @agendina/scheduling.
import { asc, eq, isNull } from 'drizzle-orm';
import { serviceCategory, validateServicePhases } from '@agendina/scheduling';
import type { ServicePhase } from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import { appointments, services } from '../db/schema/index.ts';
import { onUniqueViolation } from '../db/errors.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { conflict, invalid } from '../domain/errors.ts';
import { hasUpcoming } from './appointments-read.ts';
import { loadService, loadServices, toService } from './catalog-data.ts';
import type { ServiceRow } from './catalog-data.ts';

type Service = Schemas['Service'];

const duplicateName = () =>
  conflict('Esiste già un servizio con questo nome', 'DUPLICATE_SERVICE_NAME');

const saveService = <T>(write: () => Promise<T>): Promise<T> =>
  onUniqueViolation(write, duplicateName);

/** The phases to store (null for none), or a 400 with an Italian message per field. */
function checkedPhases(
  phases: readonly ServicePhase[] | null | undefined,
  durationMinutes: number,
): ServicePhase[] | null {
  const errors = validateServicePhases(phases, durationMinutes);
  if (Object.keys(errors).length > 0) throw invalid(errors, 'Fasi del servizio non valide');
  return phases && phases.length > 0
    ? phases.map((p) => ({
        kind: p.kind,
        durationMinutes: p.durationMinutes,
        ...(p.label && p.label.trim() !== '' ? { label: p.label.trim() } : {}),
      }))
    : null;
}

export async function createService(
  db: Database,
  salonId: number,
  b: Schemas['ServiceInput'],
): Promise<Service> {
  const name = b.name.trim();
  const phases = checkedPhases(b.phases, b.durationMinutes);
  const [row] = await saveService(() =>
    db
      .insert(services)
      .values(
        owned(salonId, {
          name,
          category: b.category ?? serviceCategory({ name }),
          price: b.price,
          durationMinutes: b.durationMinutes,
          priority: b.priority ?? 999,
          active: b.active ?? true,
          description: b.description ?? null,
          phases,
        }),
      )
      .returning(),
  );
  return toService(row as ServiceRow);
}

export async function updateService(
  db: Database,
  salonId: number,
  id: number,
  b: Schemas['ServiceInput'],
): Promise<Service> {
  const current = await loadService(db, salonId, id);
  const name = b.name.trim();
  // Absent phases keep the stored ones, which must still fit the (maybe new) duration.
  const phases = checkedPhases(
    b.phases === undefined ? current.phases : b.phases,
    b.durationMinutes,
  );
  const [row] = await saveService(() =>
    db
      .update(services)
      .set({
        name,
        category: b.category ?? serviceCategory({ name }),
        price: b.price,
        durationMinutes: b.durationMinutes,
        priority: b.priority ?? current.priority,
        active: b.active ?? current.active,
        phases,
        ...(b.description === undefined ? {} : { description: b.description }),
      })
      .where(salonFilter(services, salonId, eq(services.id, current.id)))
      .returning(),
  );
  return toService(row as ServiceRow);
}

/** Archives the service; a conflict while upcoming appointments use it. */
export async function archiveService(db: Database, salonId: number, id: number): Promise<void> {
  const current = await loadService(db, salonId, id);
  if (await hasUpcoming(db, salonId, eq(appointments.serviceId, current.id)))
    throw conflict(
      'Il servizio è usato da appuntamenti futuri: disattivalo invece di eliminarlo',
      'SERVICE_IN_USE',
    );
  await db
    .update(services)
    .set({ archivedAt: new Date(), active: false })
    .where(salonFilter(services, salonId, eq(services.id, current.id)));
}

export async function setServicePriority(
  db: Database,
  salonId: number,
  id: number,
  priority: number,
): Promise<Service> {
  const current = await loadService(db, salonId, id);
  const [row] = await db
    .update(services)
    .set({ priority })
    .where(salonFilter(services, salonId, eq(services.id, current.id)))
    .returning();
  return toService(row as ServiceRow);
}

/** Every service of the salon in the given order (each exactly once), as priorities 10, 20, … */
export async function reorderServices(
  db: Database,
  salonId: number,
  ids: readonly number[],
): Promise<Service[]> {
  const rows = await loadServices(db, salonId);
  const known = new Set(rows.map((r) => r.id));
  if (ids.length !== rows.length || !ids.every((id) => known.has(id))) {
    throw invalid(
      { orderedServiceIds: 'Indica ogni servizio del salone esattamente una volta' },
      'Elenco dei servizi incompleto',
    );
  }
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(services)
        .set({ priority: (index + 1) * 10 })
        .where(salonFilter(services, salonId, eq(services.id, id)));
    }
  });
  const updated = await db
    .select()
    .from(services)
    .where(salonFilter(services, salonId, isNull(services.archivedAt)))
    .orderBy(asc(services.priority), asc(services.id));
  return updated.map(toService);
}
