// A visit's outcomes (issue #19, decision 0038): cancelled with the client's reason, a no-show
// and its undo, each for the whole group; and the client's count of no-shows.
import {
  cancelRefusal,
  membersIn,
  noShowRefusal,
  undoNoShowRefusal,
  type OutcomeRefusal,
} from '@agendina/scheduling';
import type { AppointmentStatus } from '@agendina/scheduling';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { conflict, refused } from '../domain/errors.ts';
import type { Database } from '../db/database.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { getAppointment, type Appointment } from './appointments-read.ts';
import { plainDateTime, salonNow } from './time.ts';

/** A refusal of the rules: too early is refused (try later), any other a conflict (its state). */
function refuse(refusal: OutcomeRefusal): never {
  if (refusal.code === 'NO_SHOW_TOO_EARLY') throw refused(refusal.message, refusal.code);
  throw conflict(refusal.message, refusal.code);
}

/** The visit and its whole group (SPEC.md §4: a status change applies to the whole group). */
export async function visitOf(db: Database, salonId: number, id: number) {
  const visit = await getAppointment(db, salonId, id);
  const group: Appointment[] = visit.groupAppointments ?? [visit];
  return { visit, group };
}

/** Writes `set` on the members of the group now in `from`, and answers the visit as it is now. */
export async function writeGroup(
  db: Database,
  salonId: number,
  id: number,
  group: readonly Appointment[],
  from: readonly AppointmentStatus[],
  set: Partial<typeof appointments.$inferInsert>,
) {
  const ids = membersIn(group, from).map((m) => m.id);
  // The status is re-checked in the write itself: a concurrent change wins, never both.
  await db
    .update(appointments)
    .set(set)
    .where(
      salonFilter(
        appointments,
        salonId,
        and(inArray(appointments.id, ids), inArray(appointments.status, [...from])),
      ),
    );
  return getAppointment(db, salonId, id);
}

/** Cancels the visit (its whole group) with the client's reason; never half a group. */
export async function cancelVisit(
  db: Database,
  salonId: number,
  id: number,
  input: Schemas['AppointmentCancelRequest'],
) {
  const { visit, group } = await visitOf(db, salonId, id);
  const refusal = cancelRefusal(visit.status);
  if (refusal) refuse(refusal);
  // A group with a member being served is not cancelled half-way.
  const busy = group.find((m) => m.status === 'IN_PROGRESS');
  if (busy) refuse(cancelRefusal('IN_PROGRESS') as OutcomeRefusal);
  const note = input.note?.trim();
  return writeGroup(db, salonId, visit.id, group, ['BOOKED'], {
    status: 'CANCELLED',
    cancellationReason: input.reason,
    cancellationNote: note ? note : null,
    cancelledAt: new Date(),
  });
}

/** The client did not come: the visit (its whole group) is NO_SHOW once its start has passed. */
export async function markNoShow(db: Database, salonId: number, id: number) {
  const { visit, group } = await visitOf(db, salonId, id);
  // The group's first start decides: the client did not come to the visit as a whole.
  const start = group.map((m) => m.dateTime).sort()[0] ?? visit.dateTime;
  const refusal = noShowRefusal({ status: visit.status, start: plainDateTime(start) }, salonNow());
  if (refusal) refuse(refusal);
  return writeGroup(db, salonId, visit.id, group, ['BOOKED'], { status: 'NO_SHOW' });
}

/** Undoes a no-show: the visit (its whole group) is BOOKED again. */
export async function undoNoShow(db: Database, salonId: number, id: number) {
  const { visit, group } = await visitOf(db, salonId, id);
  const refusal = undoNoShowRefusal(visit.status);
  if (refusal) refuse(refusal);
  return writeGroup(db, salonId, visit.id, group, ['NO_SHOW'], { status: 'BOOKED' });
}

/** The client's no-show visits (a group counts once), for the client card (getClient). */
export async function noShowCount(
  db: Database,
  salonId: number,
  clientId: number,
): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(distinct coalesce(${appointments.groupId}::text, ${appointments.id}::text))::int`,
    })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        and(eq(appointments.clientId, clientId), eq(appointments.status, 'NO_SHOW')),
      ),
    );
  return Number(row?.n ?? 0);
}
