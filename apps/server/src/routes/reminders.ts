// Visit reminders (issue #19): the salon's settings (GET/PUT /salon/reminders) and the client's
// signed link (GET/POST /public/reminders/{token}, no account), which also moves the visit and
// gives it as a calendar file (#34); the link's calls are rate-limited per address.
import { limitBookingReads, limitPerAddress } from '../auth/rate-limit.ts';
import type { Handlers } from './context.ts';
import { limitedRead, ofSalon, saving } from './context.ts';
import { answerReminder, readReminder } from '../services/reminders/answer.ts';
import { reminderCalendar } from '../services/reminders/calendar.ts';
import { reminderDays, reminderTimes, rescheduleByLink } from '../services/reminders/manage.ts';
import { readReminderSettings, updateReminderSettings } from '../services/reminder-settings.ts';
import { freeingLink } from '../services/waitlist/freed.ts';
import { waitlistDeps } from '../services/waitlist/deps.ts';
import { DEPOSIT_REFUND_JOB } from '../services/deposits/refund-job.ts';
import { DEPOSIT_FISCAL_JOB } from '../services/deposits/certify-job.ts';

export const reminderHandlers = {
  getReminderSettings: ofSalon(readReminderSettings),
  updateReminderSettings: saving(updateReminderSettings),

  async getReminder(ctx) {
    return ctx.ok(await readReminder(ctx.db, ctx.keys, ctx.params.token));
  },

  async answerReminder(ctx) {
    const answer = () => answerReminder(ctx.db, ctx.keys, ctx.params.token, ctx.body.answer);
    const view = await freeingLink(waitlistDeps(ctx), ctx.params.token, answer);
    // A cancellation queues the deposit's refund (issue #35): sent now, not at the next poll.
    // The worker drains one nudge after the other: the reso the refund queues goes out next.
    if (ctx.body.answer === 'CANCEL') {
      ctx.jobs.nudge(DEPOSIT_REFUND_JOB);
      ctx.jobs.nudge(DEPOSIT_FISCAL_JOB);
    }
    return ctx.ok(view);
  },

  getReminderDays: limitedRead((ctx) => reminderDays(ctx.db, ctx.keys, ctx.params.token)),
  getReminderTimes: limitedRead((ctx) =>
    reminderTimes(ctx.db, ctx.keys, ctx.params.token, ctx.query.date),
  ),

  async rescheduleReminder(ctx) {
    await limitPerAddress(ctx, 'bookingsPerAddress', 'Troppe modifiche da questo indirizzo.');
    const move = () => rescheduleByLink(ctx.db, ctx.keys, ctx.params.token, ctx.body);
    return ctx.ok(await freeingLink(waitlistDeps(ctx), ctx.params.token, move));
  },

  async getReminderCalendar(ctx) {
    await limitBookingReads(ctx);
    return {
      status: 200,
      text: await reminderCalendar(ctx.db, ctx.keys, ctx.params.token),
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="appuntamento.ics"',
      },
    };
  },
} satisfies Partial<Handlers>;
