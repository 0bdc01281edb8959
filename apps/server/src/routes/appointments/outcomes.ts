import type { Handlers } from '../context.ts';
import { cancelVisit, markNoShow, undoNoShow } from '../../services/appointment-outcomes.ts';
import { acceptRequest, declineRequest } from '../../services/online-booking/requests.ts';
import { EMAIL_JOB } from '../../services/jobs/email.ts';
import { freeingVisit } from '../../services/waitlist/freed.ts';
import { waitlistDeps } from '../../services/waitlist/deps.ts';

/**
 * Cancel, no-show and its undo (issue #19, decision 0038); DELETE stays for mistakes. An online
 * request's accept and decline (#34), which tell the client (an e-mail goes through the jobs).
 */
export const appointmentOutcomeHandlers = {
  async cancelAppointment(ctx) {
    const cancel = () => cancelVisit(ctx.db, ctx.salonId, ctx.params.id, ctx.body);
    return ctx.ok(await freeingVisit(waitlistDeps(ctx), ctx.salonId, ctx.params.id, cancel));
  },

  async markAppointmentNoShow(ctx) {
    return ctx.ok(await markNoShow(ctx.db, ctx.salonId, ctx.params.id));
  },

  async undoAppointmentNoShow(ctx) {
    return ctx.ok(await undoNoShow(ctx.db, ctx.salonId, ctx.params.id));
  },

  async acceptAppointmentRequest(ctx) {
    const accepted = await acceptRequest(requestDeps(ctx), ctx.salonId, ctx.params.id);
    ctx.jobs.nudge(EMAIL_JOB);
    return ctx.ok(accepted);
  },

  async declineAppointmentRequest(ctx) {
    const decline = () => declineRequest(requestDeps(ctx), ctx.salonId, ctx.params.id, ctx.body);
    const declined = await freeingVisit(waitlistDeps(ctx), ctx.salonId, ctx.params.id, decline);
    ctx.jobs.nudge(EMAIL_JOB);
    return ctx.ok(declined);
  },
} satisfies Partial<Handlers>;

const requestDeps = (
  ctx: Pick<
    Parameters<Handlers['acceptAppointmentRequest']>[0],
    'db' | 'config' | 'keys' | 'adapters'
  >,
) => ({
  db: ctx.db,
  config: ctx.config,
  keys: ctx.keys,
  whatsapp: ctx.adapters.whatsapp,
});
