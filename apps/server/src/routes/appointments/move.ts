import { FINAL_STATUSES } from '@agendina/scheduling';
import { eq, inArray, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { EXCLUSION_VIOLATION, pgErrorCode, retryingAbortedTransaction } from '../../db/errors.ts';
import { lockOperatorCalendars } from '../../db/operator-locks.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict } from '../../domain/errors.ts';
import type { Handlers } from '../context.ts';
import { getAppointment, getGroup } from '../../services/appointments-read.ts';
import { assertBookable, assertReferences, slotTaken, worldFor } from '../../services/booking.ts';
import { movePlan } from '../../services/move-plan.ts';
import type { MoveMember } from '../../services/move-plan.ts';
import { checkPlan } from '../../services/plan.ts';
import { visitRows } from '../../services/visit-members.ts';
import { loadRow } from './crud.ts';
import { dbTime, localIso } from '../../services/time.ts';

export const APPOINTMENT_CHANGED_MESSAGE =
  "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario";

export const changedMeanwhile = () => conflict(APPOINTMENT_CHANGED_MESSAGE, 'APPOINTMENT_CHANGED');

export const appointmentMoveHandlers = {
  /**
   * POST /appointments/{id}/move: the appointment to the new start (and operator); the other live
   * members of its group by the same delta. The whole visit goes through checkPlan, the path of
   * a new booking, then one transaction writes it under the operators' calendar locks, where
   * the exclusion constraint has the last word (409 SLOT_TAKEN).
   */
  async moveAppointment(ctx) {
    const moved = await loadRow(ctx, ctx.params.id);
    const b = ctx.body;
    if (b.expectedStart !== undefined && localIso(b.expectedStart) !== localIso(moved.startAt))
      throw changedMeanwhile();
    if (FINAL_STATUSES.includes(moved.status))
      throw conflict(
        'Un appuntamento completato o cancellato non si può spostare',
        'APPOINTMENT_NOT_MOVABLE',
      );
    const rows = await visitRows(ctx.db, ctx.salonId, moved);
    const members: MoveMember[] = rows.map((r) => ({
      id: r.id,
      hairdresserId: r.hairdresserId,
      serviceId: r.serviceId,
      start: localIso(r.startAt),
      end: localIso(r.endAt),
      durationMinutes: r.durationMinutes,
    }));
    const plan = movePlan(members, moved.id, localIso(b.dateTime), b.hairdresserId);
    const world = await worldFor(ctx.db, ctx.salonId, moved.clientId, plan.start, plan.memberIds);
    await assertReferences(ctx.db, ctx.salonId, moved.clientId, world, plan.blocks);
    const checked = checkPlan(plan.start, plan.blocks, world);
    assertBookable(checked);
    const ids = plan.memberIds;
    try {
      await retryingAbortedTransaction(() =>
        ctx.db.transaction(async (tx) => {
          await lockOperatorCalendars(tx, [
            ...rows.map((r) => r.hairdresserId),
            ...checked.timeline.items.map((i) => i.operatorId),
          ]);
          // Under the locks: a member moved by someone else since we read it makes the plan stale.
          const now = await tx
            .select({ id: appointments.id, startAt: appointments.startAt })
            .from(appointments)
            .where(salonFilter(appointments, ctx.salonId, inArray(appointments.id, ids)))
            .for('update');
          const before = new Map(members.map((m) => [m.id, m.start]));
          if (
            now.length !== ids.length ||
            now.some((r) => localIso(r.startAt) !== before.get(r.id))
          )
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
                  ctx.salonId,
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
    return ctx.ok(
      moved.groupId
        ? await getGroup(ctx.db, ctx.salonId, moved.groupId)
        : [await getAppointment(ctx.db, ctx.salonId, moved.id)],
    );
  },
} satisfies Partial<Handlers>;
