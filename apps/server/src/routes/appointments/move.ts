import type { Handlers } from '../context.ts';
import { moveVisit } from '../../services/appointment-move.ts';

export const appointmentMoveHandlers = {
  /**
   * POST /appointments/{id}/move: the appointment to the new start (and operator); the other live
   * members of its group by the same delta. The whole visit goes through checkPlan, the path of
   * a new booking, then one transaction writes it under the operators' calendar locks, where
   * the exclusion constraint has the last word (409 SLOT_TAKEN).
   */
  async moveAppointment(ctx) {
    return ctx.ok(await moveVisit(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },
} satisfies Partial<Handlers>;
