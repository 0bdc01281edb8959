// An operator's removal: what it would touch (their upcoming appointments), then the removal
// itself, which cancels those appointments or gives them to another operator who can do them.
import { canPerform, pluralIt } from '@agendina/scheduling';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments, hairdressers } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import type { QueryOf, Schemas } from '../domain/contract-types.ts';
import { conflict, invalid } from '../domain/errors.ts';
import { findAppointments, upcoming } from './appointments-read.ts';
import { loadOperator, loadServices, ruleOperator } from './catalog-data.ts';

const futureAppointments = { one: '# appuntamento futuro', other: '# appuntamenti futuri' };

/** What removing the operator would touch. */
export async function operatorDeletionInfo(
  db: Database,
  salonId: number,
  id: number,
): Promise<Schemas['HairdresserDeletionInfo']> {
  const op = await loadOperator(db, salonId, id);
  const where = upcoming(eq(appointments.hairdresserId, op.row.id));
  const [counts] = await db
    .select({
      count: sql<number>`count(*)::int`,
      groups: sql<number>`count(distinct ${appointments.groupId})::int`,
    })
    .from(appointments)
    .where(salonFilter(appointments, salonId, where));
  const future = await findAppointments(db, salonId, where, 50);
  const count = Number(counts?.count ?? 0);
  return {
    hairdresserId: op.row.id,
    hairdresserName: op.row.name,
    futureAppointmentCount: count,
    affectedGroupCount: Number(counts?.groups ?? 0),
    futureAppointments: future,
    canDeleteWithoutAction: count === 0,
  };
}

/**
 * Archives the operator; with upcoming appointments the caller must choose: cancel them, or
 * reassign them to an operator who can do every one of their services.
 */
export async function removeOperator(
  db: Database,
  salonId: number,
  id: number,
  query: QueryOf<'deleteHairdresser'>,
): Promise<Schemas['HairdresserDeletionResult']> {
  const op = await loadOperator(db, salonId, id);
  const where = upcoming(eq(appointments.hairdresserId, op.row.id));
  const future = await db
    .select({ id: appointments.id, serviceId: appointments.serviceId })
    .from(appointments)
    .where(salonFilter(appointments, salonId, where));
  const choice = query.futureAppointments;
  let cancelled = 0;
  let reassigned = 0;
  if (future.length > 0 && choice === undefined)
    throw conflict(
      `${op.row.name} ha ${pluralIt(future.length, futureAppointments)}: scegli se cancellarli o riassegnarli`,
      'HAIRDRESSER_HAS_FUTURE_APPOINTMENTS',
    );
  if (future.length > 0 && choice === 'REASSIGN') {
    if (query.reassignTo === undefined || query.reassignTo === op.row.id)
      throw invalid({ reassignTo: 'Indica l’operatore che prende gli appuntamenti' });
    const target = await loadOperator(db, salonId, query.reassignTo);
    const serviceRows = await loadServices(db, salonId);
    const rule = ruleOperator(target, serviceRows);
    if (!future.every((f) => canPerform(rule, f.serviceId)))
      throw conflict(
        `${target.row.name} non può eseguire tutti i servizi di questi appuntamenti`,
        'REASSIGN_NOT_POSSIBLE',
      );
    await db
      .update(appointments)
      .set({ hairdresserId: target.row.id })
      .where(salonFilter(appointments, salonId, where));
    reassigned = future.length;
  } else if (future.length > 0) {
    await db
      .update(appointments)
      .set({ status: 'CANCELLED' })
      .where(salonFilter(appointments, salonId, where));
    cancelled = future.length;
  }
  await db
    .update(hairdressers)
    .set({ archivedAt: new Date(), active: false })
    .where(salonFilter(hairdressers, salonId, eq(hairdressers.id, op.row.id)));
  return {
    success: true,
    message: `${op.row.name} è stato rimosso`,
    cancelledAppointments: cancelled,
    reassignedAppointments: reassigned,
  };
}
