import type { Handlers } from '../context.ts';
import { replanVisit } from '../../services/appointment-replan.ts';
import { freeingVisit } from '../../services/waitlist/freed.ts';
import { waitlistDeps } from '../../services/waitlist/deps.ts';

export const appointmentReplanHandlers = {
  /**
   * PUT /appointments/{id}/plan: the wizard's edit mode. The new plan is checked as a new booking
   * for the visit's client with the visit's own time counted as free, then written over the
   * visit in one transaction under the old and new operators' calendar locks, where the
   * exclusion constraint has the last word (409 SLOT_TAKEN).
   */
  async replanAppointment(ctx) {
    const replan = () => replanVisit(ctx.db, ctx.salonId, ctx.params.id, ctx.body);
    return ctx.ok(await freeingVisit(waitlistDeps(ctx), ctx.salonId, ctx.params.id, replan));
  },
} satisfies Partial<Handlers>;
