// The salon's reminder settings (GET/PUT /salon/reminders, issue #19).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { salons } from '../db/schema/index.ts';
import type { Schemas } from '../domain/contract-types.ts';

type ReminderSettings = Schemas['ReminderSettings'];

const columns = { enabled: salons.remindersEnabled, hoursBefore: salons.reminderHoursBefore };

/** The salon's settings; the defaults when the salon row is gone. */
export async function readReminderSettings(
  db: Database,
  salonId: number,
): Promise<ReminderSettings> {
  const [salon] = await db.select(columns).from(salons).where(eq(salons.id, salonId));
  return salon ?? { enabled: true, hoursBefore: 24 };
}

/** Saves the settings and answers them as stored (as given when the salon row is gone). */
export async function updateReminderSettings(
  db: Database,
  salonId: number,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  const [salon] = await db
    .update(salons)
    .set({ remindersEnabled: settings.enabled, reminderHoursBefore: settings.hoursBefore })
    .where(eq(salons.id, salonId))
    .returning(columns);
  return salon ?? settings;
}
