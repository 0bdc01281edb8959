// Visit reminders (issue #19): the salon's settings (GET/PUT /salon/reminders) and the client's
// signed link (GET/POST /public/reminders/{token}, no account).
import type { Handlers } from './context.ts';
import { answerReminder, readReminder } from '../services/reminders/answer.ts';
import { readReminderSettings, updateReminderSettings } from '../services/reminder-settings.ts';

export const reminderHandlers = {
  async getReminderSettings(ctx) {
    return ctx.ok(await readReminderSettings(ctx.db, ctx.salonId));
  },

  async updateReminderSettings(ctx) {
    return ctx.ok(await updateReminderSettings(ctx.db, ctx.salonId, ctx.body));
  },

  async getReminder(ctx) {
    return ctx.ok(await readReminder(ctx.db, ctx.keys, ctx.params.token));
  },

  async answerReminder(ctx) {
    return ctx.ok(await answerReminder(ctx.db, ctx.keys, ctx.params.token, ctx.body.answer));
  },
} satisfies Partial<Handlers>;
