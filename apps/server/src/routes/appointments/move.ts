import type { Handlers } from '../context.ts';
import { moveVisit } from '../../services/appointment-move.ts';
import { freeingVisit } from '../../services/waitlist/freed.ts';
import { waitlistDeps } from '../../services/waitlist/deps.ts';

export const appointmentMoveHandlers = {
  /**
   * POST /appointments/{id}/move: the appointment to the new start (and operator); the other live
   * members of its group by the same delta. The whole visit goes through checkPlan, the path of
   * a new booking, then one transaction writes it under the operators' calendar locks, where
   * the exclusion constraint has the last word (409 SLOT_TAKEN).
   */
  async moveAppointment(ctx) {
    const move = () => moveVisit(ctx.db, ctx.salonId, ctx.params.id, ctx.body);
    return ctx.ok(await freeingVisit(waitlistDeps(ctx), ctx.salonId, ctx.params.id, move));
  },
} satisfies Partial<Handlers>;
