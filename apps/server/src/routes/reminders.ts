// Visit reminders (issue #19): the salon's settings (GET/PUT /salon/reminders) and the client's
// signed link (GET/POST /public/reminders/{token}, no account).
import { eq } from 'drizzle-orm';
import { salons } from '../db/schema/index.ts';
import type { Handlers } from './context.ts';
import { answerReminder, readReminder } from '../services/reminders/answer.ts';

export const reminderHandlers = {
  async getReminderSettings(ctx) {
    const [salon] = await ctx.db
      .select({ enabled: salons.remindersEnabled, hoursBefore: salons.reminderHoursBefore })
      .from(salons)
      .where(eq(salons.id, ctx.salonId));
    return ctx.ok(salon ?? { enabled: true, hoursBefore: 24 });
  },

  async updateReminderSettings(ctx) {
    const [salon] = await ctx.db
      .update(salons)
      .set({ remindersEnabled: ctx.body.enabled, reminderHoursBefore: ctx.body.hoursBefore })
      .where(eq(salons.id, ctx.salonId))
      .returning({ enabled: salons.remindersEnabled, hoursBefore: salons.reminderHoursBefore });
    return ctx.ok(salon ?? ctx.body);
  },

  async getReminder(ctx) {
    return ctx.ok(await readReminder(ctx.db, ctx.keys, ctx.params.token));
  },

  async answerReminder(ctx) {
    return ctx.ok(await answerReminder(ctx.db, ctx.keys, ctx.params.token, ctx.body.answer));
  },
} satisfies Partial<Handlers>;
