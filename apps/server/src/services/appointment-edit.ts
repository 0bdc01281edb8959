// An appointment's own changes: edit (re-checked like a new booking when it moves), delete,
// status, and the salon's sweep of the appointments whose end has passed.
import type { AppointmentStatus } from '@agendina/scheduling';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { EXCLUSION_VIOLATION, pgErrorCode, retryingAbortedTransaction } from '../db/errors.ts';
import { lockOperatorCalendars } from '../db/operator-locks.ts';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { refused } from '../domain/errors.ts';
import { loadRow } from './appointment-row.ts';
import { getAppointment } from './appointments-read.ts';
import {
  assertBookable,
  assertReferences,
  slotTaken,
  storedActivePeriods,
  worldFor,
} from './booking.ts';
import { loadSalon } from './catalog-data.ts';
import { checkPlan } from './plan.ts';
import { writeAppointmentStatus } from './appointment-status-write.ts';
import { assertTransition } from './status.ts';
import { dbTime, localIso, plainDateTime, salonNow } from './time.ts';

/** Edits the appointment; a new start, operator, service or duration is checked like a booking. */
export async function editAppointment(
  db: Database,
  salonId: number,
  id: number,
  b: Schemas['AppointmentUpdateRequest'],
): Promise<Schemas['Appointment']> {
  const row = await loadRow({ db, salonId }, id);
  const moves =
    b.dateTime !== undefined ||
    b.hairdresserId !== undefined ||
    b.serviceId !== undefined ||
    b.durationMinutes !== undefined;
  const set: Partial<typeof appointments.$inferInsert> = {};
  if (b.notes !== undefined) set.notes = b.notes;
  if (moves) {
    const start = plainDateTime(b.dateTime ?? localIso(row.startAt));
    const serviceId = b.serviceId ?? row.serviceId;
    const operatorId = b.hairdresserId ?? row.hairdresserId;
    const sameService = serviceId === row.serviceId;
    const duration = b.durationMinutes ?? (sameService ? row.durationMinutes : null);
    const block = { serviceId, operatorId, executionOrder: 1, customDurationMinutes: duration };
    const world = await worldFor(db, salonId, row.clientId, start, [row.id]);
    await assertReferences(db, salonId, row.clientId, world, [block]);
    const plan = checkPlan(start, [block], world);
    assertBookable(plan);
    const item = plan.timeline.items[0];
    if (!item) throw refused('Appuntamento non valido', 'SCHEDULE_INVALID');
    const service = world.services.find((s) => s.id === serviceId);
    Object.assign(set, {
      hairdresserId: operatorId,
      serviceId,
      serviceName: item.serviceName,
      ...(sameService ? {} : { priceCents: service?.price ?? 0 }),
      // The phases of the (maybe new) service at the (maybe new) duration; a booking from
      // before phases keeps its periods while its service stays.
      activePeriods: storedActivePeriods(item) ?? (sameService ? row.activePeriods : null),
      startAt: dbTime(item.start),
      endAt: dbTime(item.end),
      durationMinutes: item.duration,
    });
  }
  if (Object.keys(set).length > 0) {
    try {
      await retryingAbortedTransaction(() =>
        db.transaction(async (tx) => {
          // A move writes the calendars it leaves and joins: the same order as new bookings.
          if (moves)
            await lockOperatorCalendars(tx, [
              row.hairdresserId,
              set.hairdresserId ?? row.hairdresserId,
            ]);
          await tx
            .update(appointments)
            .set(set)
            .where(salonFilter(appointments, salonId, eq(appointments.id, row.id)));
        }),
      );
    } catch (error) {
      if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw slotTaken();
      throw error;
    }
  }
  return getAppointment(db, salonId, row.id);
}

/** Deletes the appointment (for mistakes); the rest of its group is numbered again. */
export async function deleteAppointment(db: Database, salonId: number, id: number): Promise<void> {
  const row = await loadRow({ db, salonId }, id, 'allow');
  await db.transaction(async (tx) => {
    await tx
      .delete(appointments)
      .where(salonFilter(appointments, salonId, eq(appointments.id, row.id)));
    if (row.groupId) {
      await tx.execute(sql`
        update appointments a set service_order = r.n
        from (select id, row_number() over (order by service_order, start_at, id) as n from appointments where group_id = ${row.groupId} and salon_id = ${salonId}) r
        where a.id = r.id`);
    }
  });
}

/** A status the transition table allows; the same status again changes nothing. */
export async function setAppointmentStatus(
  db: Database,
  salonId: number,
  id: number,
  status: AppointmentStatus,
): Promise<Schemas['Appointment']> {
  const row = await loadRow({ db, salonId }, id);
  const salon = await loadSalon(db, salonId);
  assertTransition(row.status, status, salon.digitalCashEnabled);
  if (row.status !== status) await writeAppointmentStatus(db, salonId, [row.id], status);
  return getAppointment(db, salonId, row.id);
}

/** Every BOOKED appointment of the salon whose end has passed becomes COMPLETED; answers how many. */
export async function completeExpired(db: Database, salonId: number): Promise<number> {
  const now = dbTime(salonNow());
  const done = await db
    .update(appointments)
    .set({ status: 'COMPLETED' })
    .where(
      salonFilter(
        appointments,
        salonId,
        eq(appointments.status, 'BOOKED'),
        lte(appointments.endAt, now),
      ),
    )
    .returning({ id: appointments.id });
  return done.length;
}
