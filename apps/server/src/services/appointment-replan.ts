// The wizard's edit of a visit (PUT /appointments/{id}/plan): checked as a new booking, then
// written over the visit's rows under the calendar locks.
import { randomUUID } from 'node:crypto';
import { FINAL_STATUSES } from '@agendina/scheduling';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { appointments, reminders } from '../db/schema/index.ts';
import { EXCLUSION_VIOLATION, pgErrorCode, retryingAbortedTransaction } from '../db/errors.ts';
import { lockOperatorCalendars } from '../db/operator-locks.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import type { Database } from '../db/database.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { conflict, refused } from '../domain/errors.ts';
import { getAppointment, getGroup } from './appointments-read.ts';
import { assertBookable, assertReferences, placedColumns, slotTaken, worldFor } from './booking.ts';
import type { Tx } from '../db/transaction.ts';
import { checkPlan } from './plan.ts';
import type { BlockInput, CheckedPlan } from './plan.ts';
import { localIso, plainDateTime } from './time.ts';
import { visitRows, visitSettled } from './visit-members.ts';
import type { World } from './world.ts';
import { changedMeanwhile } from './appointment-move.ts';
import { appointmentRows, loadRow } from './appointment-row.ts';

type Row = typeof appointments.$inferSelect;

const notEditable = (message: string) => conflict(message, 'APPOINTMENT_NOT_EDITABLE');

/** What a concurrent writer could have changed of a member: where, with whom, what. */
const layout = (r: Pick<Row, 'startAt' | 'endAt' | 'hairdresserId' | 'serviceId'>) =>
  `${localIso(r.startAt)}|${localIso(r.endAt)}|${r.hairdresserId}|${r.serviceId}`;

/**
 * Under the locks: the visit's live members must be the rows read before the checks, where they
 * were. A member moved, paid (now COMPLETED), cancelled, added or deleted meanwhile makes the
 * checked plan stale: 409 APPOINTMENT_CHANGED, as a stale move.
 */
async function assertUnchanged(tx: Tx, salonId: number, edited: Row, rows: readonly Row[]) {
  const ids = rows.map((r) => r.id);
  const now = await appointmentRows(
    tx,
    salonId,
    edited.groupId
      ? or(inArray(appointments.id, ids), eq(appointments.groupId, edited.groupId))
      : inArray(appointments.id, ids),
  ).for('update');
  const live = now.filter((r) => !FINAL_STATUSES.includes(r.status));
  const before = new Map(rows.map((r) => [r.id, layout(r)]));
  if (live.length !== rows.length || live.some((r) => before.get(r.id) !== layout(r)))
    throw changedMeanwhile();
}

/**
 * The group id after the change. A group keeps its id even when one service is left (serviceOrder
 * 1): the id is the visit's name in reminders (`g:<id>`), the calendar's links and the cash
 * queue, so clearing it would orphan them for nothing. One appointment that becomes several
 * gets a new group, as a new booking of several does.
 */
const groupAfter = (edited: Row, items: number) =>
  edited.groupId ?? (items > 1 ? randomUUID() : null);

/**
 * Writes the checked plan over the visit: the timeline's items in order take the members' rows in
 * serviceOrder (ids, status, reminders and history stay), extra items are new rows of the same
 * client, source and status, members left over are deleted.
 */
async function writeReplan(
  tx: Tx,
  salonId: number,
  visit: { edited: Row; rows: readonly Row[]; groupId: string | null },
  checked: CheckedPlan,
  request: { notes?: string | undefined; blocks: readonly BlockInput[] },
  world: World,
) {
  const { edited, rows, groupId } = visit;
  // The busy periods' exclusion is checked row by row: deferred to the commit, a service may
  // take the time another one of the visit leaves; the final layout is still checked.
  await tx.execute(sql`SET CONSTRAINTS appointment_busy_periods_no_overlap DEFERRED`);
  const items = checked.timeline.items;
  for (const [index, item] of items.entries()) {
    const columns = placedColumns(item, { index, groupId }, request, world);
    const row = rows[index];
    if (row)
      await tx
        .update(appointments)
        .set(columns)
        .where(salonFilter(appointments, salonId, eq(appointments.id, row.id)));
    else
      await tx.insert(appointments).values(
        owned(salonId, {
          clientId: edited.clientId,
          source: edited.source,
          status: edited.status,
          ...columns,
        }),
      );
  }
  const leftover = rows.slice(items.length).map((r) => r.id);
  const kept = rows[0] as Row;
  if (leftover.length > 0) {
    // A reminder names the visit, not a service: one that points at a removed member (its
    // appointment_id cascades on delete) moves to the kept first row, so the visit keeps its one
    // reminder and the client's answer instead of the sweep reminding it a second time. The
    // cash tables need nothing: a settled visit never gets here; a voided receipt's line keeps
    // its text (appointment_id set null) and its settled row goes (cascade), as on DELETE.
    await tx
      .update(reminders)
      .set({ appointmentId: kept.id })
      .where(salonFilter(reminders, salonId, inArray(reminders.appointmentId, leftover)));
    await tx
      .delete(appointments)
      .where(salonFilter(appointments, salonId, inArray(appointments.id, leftover)));
  }
  if (groupId !== null && edited.groupId === null)
    // One appointment became a group: its reminder keeps its name (`a:<id>`, what the link sent
    // signs) and learns the group, which the sweep reads so it does not remind the visit again.
    await tx
      .update(reminders)
      .set({ groupId })
      .where(salonFilter(reminders, salonId, eq(reminders.appointmentId, kept.id)));
  if (groupId !== null)
    // The group's history (completed, cancelled members) follows the visit's services.
    await tx.execute(sql`
      update appointments a set service_order = ${items.length} + r.n
      from (select id, row_number() over (order by service_order, start_at, id) as n
            from appointments
            where salon_id = ${salonId} and group_id = ${groupId}
              and ${inArray(appointments.status, [...FINAL_STATUSES])}) r
      where a.id = r.id`);
}

/**
 * PUT /appointments/{id}/plan: the wizard's edit mode. The new plan is checked as a new booking
 * for the visit's client with the visit's own time counted as free, then written over the
 * visit in one transaction under the old and new operators' calendar locks, where the
 * exclusion constraint has the last word (409 SLOT_TAKEN).
 */
export async function replanVisit(
  db: Database,
  salonId: number,
  id: number,
  request: Schemas['AppointmentReplanRequest'],
): Promise<Schemas['Appointment'][]> {
  const edited = await loadRow({ db, salonId }, id);
  const b = request;
  // Paid first: a settled appointment is COMPLETED too, and "incassato" says why.
  if (await visitSettled(db, salonId, edited))
    throw notEditable('Un appuntamento già incassato non si può modificare');
  if (FINAL_STATUSES.includes(edited.status))
    throw notEditable('Un appuntamento completato o cancellato non si può modificare');
  if (localIso(b.expectedStart) !== localIso(edited.startAt)) throw changedMeanwhile();
  const rows = await visitRows(db, salonId, edited);
  const start = plainDateTime(b.startDateTime);
  const world = await worldFor(
    db,
    salonId,
    edited.clientId,
    start,
    rows.map((r) => r.id),
  );
  await assertReferences(db, salonId, edited.clientId, world, b.serviceBlocks);
  const checked = checkPlan(start, b.serviceBlocks, world);
  try {
    assertBookable(checked);
  } catch (refusal) {
    // The visit was read before a concurrent edit committed and its rows after: the edit's new
    // rows then stand in the world as the client's own other visit. A refusal computed on such a
    // torn view is the stale edit's, and says so.
    const now = await loadRow({ db, salonId }, id);
    if (layout(now) !== layout(edited) || now.groupId !== edited.groupId) throw changedMeanwhile();
    throw refusal;
  }
  const items = checked.timeline.items;
  if (items.length === 0) throw refused('Appuntamento non valido', 'SCHEDULE_INVALID');
  const groupId = groupAfter(edited, items.length);
  try {
    await retryingAbortedTransaction(() =>
      db.transaction(async (tx) => {
        await lockOperatorCalendars(tx, [
          ...rows.map((r) => r.hairdresserId),
          ...items.map((i) => i.operatorId),
        ]);
        await assertUnchanged(tx, salonId, edited, rows);
        await writeReplan(
          tx,
          salonId,
          { edited, rows, groupId },
          checked,
          { notes: b.notes, blocks: b.serviceBlocks },
          world,
        );
      }),
    );
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw slotTaken();
    throw error;
  }
  return groupId ? getGroup(db, salonId, groupId) : [await getAppointment(db, salonId, edited.id)];
}
