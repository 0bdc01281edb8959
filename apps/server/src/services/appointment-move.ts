import { FINAL_STATUSES } from '@agendina/scheduling';
import { eq, inArray, sql } from 'drizzle-orm';
import { appointments } from '../db/schema/index.ts';
import { EXCLUSION_VIOLATION, pgErrorCode, retryingAbortedTransaction } from '../db/errors.ts';
import { lockOperatorCalendars } from '../db/operator-locks.ts';
import { salonFilter } from '../db/tenant.ts';
import { conflict } from '../domain/errors.ts';
import type { Database } from '../db/database.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { getAppointment, getGroup } from './appointments-read.ts';
import { assertBookable, assertReferences, slotTaken, worldFor } from './booking.ts';
import { movePlan } from './move-plan.ts';
import type { MoveMember } from './move-plan.ts';
import { checkPlan } from './plan.ts';
import { visitRows } from './visit-members.ts';
import { loadRow } from './appointment-row.ts';
import { dbTime, localIso } from './time.ts';

export const APPOINTMENT_CHANGED_MESSAGE =
  "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario";

export const changedMeanwhile = () => conflict(APPOINTMENT_CHANGED_MESSAGE, 'APPOINTMENT_CHANGED');

/**
 * POST /appointments/{id}/move: the appointment to the new start (and operator); the other live
 * members of its group by the same delta. The whole visit goes through checkPlan, the path of
 * a new booking, then one transaction writes it under the operators' calendar locks, where
 * the exclusion constraint has the last word (409 SLOT_TAKEN).
 */
export async function moveVisit(
  db: Database,
  salonId: number,
  id: number,
  move: Schemas['AppointmentMoveRequest'],
): Promise<Schemas['Appointment'][]> {
  const moved = await loadRow({ db, salonId }, id);
  const b = move;
  if (b.expectedStart !== undefined && localIso(b.expectedStart) !== localIso(moved.startAt))
    throw changedMeanwhile();
  if (FINAL_STATUSES.includes(moved.status))
    throw conflict(
      'Un appuntamento completato o cancellato non si può spostare',
      'APPOINTMENT_NOT_MOVABLE',
    );
  const rows = await visitRows(db, salonId, moved);
  const members: MoveMember[] = rows.map((r) => ({
    id: r.id,
    hairdresserId: r.hairdresserId,
    serviceId: r.serviceId,
    start: localIso(r.startAt),
    end: localIso(r.endAt),
    durationMinutes: r.durationMinutes,
  }));
  const plan = movePlan(members, moved.id, localIso(b.dateTime), b.hairdresserId);
  const world = await worldFor(db, salonId, moved.clientId, plan.start, plan.memberIds);
  await assertReferences(db, salonId, moved.clientId, world, plan.blocks);
  const checked = checkPlan(plan.start, plan.blocks, world);
  assertBookable(checked);
  const ids = plan.memberIds;
  try {
    await retryingAbortedTransaction(() =>
      db.transaction(async (tx) => {
        await lockOperatorCalendars(tx, [
          ...rows.map((r) => r.hairdresserId),
          ...checked.timeline.items.map((i) => i.operatorId),
        ]);
        // Under the locks: a member moved by someone else since we read it makes the plan stale.
        const now = await tx
          .select({ id: appointments.id, startAt: appointments.startAt })
          .from(appointments)
          .where(salonFilter(appointments, salonId, inArray(appointments.id, ids)))
          .for('update');
        const before = new Map(members.map((m) => [m.id, m.start]));
        if (now.length !== ids.length || now.some((r) => localIso(r.startAt) !== before.get(r.id)))
          throw changedMeanwhile();
        // The busy periods' exclusion is checked row by row: deferred to the commit, a member
        // may pass through where a sibling was a moment ago; the final places are still checked.
        await tx.execute(sql`SET CONSTRAINTS appointment_busy_periods_no_overlap DEFERRED`);
        for (const item of checked.timeline.items) {
          await tx
            .update(appointments)
            .set({
              hairdresserId: item.operatorId,
              startAt: dbTime(item.start),
              endAt: dbTime(item.end),
            })
            .where(
              salonFilter(
                appointments,
                salonId,
                eq(appointments.id, ids[item.blockIndex] as number),
              ),
            );
        }
      }),
    );
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw slotTaken();
    throw error;
  }
  return moved.groupId
    ? getGroup(db, salonId, moved.groupId)
    : [await getAppointment(db, salonId, moved.id)];
}
