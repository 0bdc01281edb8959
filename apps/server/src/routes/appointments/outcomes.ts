import type { Handlers } from '../context.ts';
import { cancelVisit, markNoShow, undoNoShow } from '../../services/appointment-outcomes.ts';

/** Cancel, no-show and its undo (issue #19, decision 0038); DELETE stays for mistakes. */
export const appointmentOutcomeHandlers = {
  async cancelAppointment(ctx) {
    return ctx.ok(await cancelVisit(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },

  async markAppointmentNoShow(ctx) {
    return ctx.ok(await markNoShow(ctx.db, ctx.salonId, ctx.params.id));
  },

  async undoAppointmentNoShow(ctx) {
    return ctx.ok(await undoNoShow(ctx.db, ctx.salonId, ctx.params.id));
  },
} satisfies Partial<Handlers>;
