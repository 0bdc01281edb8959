// The reminders' sweep (issue #19): every few minutes, in the processes that poll jobs, each
// salon with reminders on gets one reminder row per visit that starts within its hoursBefore
// and has none yet. The row's unique (salon, visit) is the claim: the insert does nothing for a
// visit another sweep (another process, a restart) reminded already. Then the salon's due
// reminders are sent (send.ts).
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../../db/database.ts';
import { appointments, reminders, salons } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { dbTime } from '../time.ts';
import { visitKey } from '../visit-members.ts';
import { sendDueReminders } from './send.ts';
import type { ReminderSender, Sent } from './send.ts';

/** A group's services follow one another within a day: how far back its first may start. */
const GROUP_SPAN_HOURS = 12;

/** Makes the reminders due at `now`; how many were made. */
export async function sweepReminders(db: Database, now = new Date()): Promise<number> {
  let made = 0;
  for (const salon of await remindingSalons(db)) made += await sweepSalon(db, salon, now);
  return made;
}

function remindingSalons(db: Database) {
  return db
    .select({ id: salons.id, timeZone: salons.timeZone, hours: salons.reminderHoursBefore })
    .from(salons)
    .where(and(eq(salons.remindersEnabled, true), eq(salons.active, true)));
}

/** The periodic task: make the due reminders, then send every salon's due ones. */
export async function runReminders(
  db: Database,
  sender: ReminderSender,
): Promise<{ made: number } & Sent> {
  const made = await sweepReminders(db);
  const sent: Sent = { whatsapp: 0, emails: 0 };
  for (const salon of await remindingSalons(db)) {
    const one = await sendDueReminders(db, sender, salon.id);
    sent.whatsapp += one.whatsapp;
    sent.emails += one.emails;
  }
  return { made, ...sent };
}

async function sweepSalon(
  db: Database,
  salon: { id: number; timeZone: string; hours: number },
  now: Date,
): Promise<number> {
  const local = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(salon.timeZone)
    .toPlainDateTime();
  const from = dbTime(local);
  const to = dbTime(local.add({ hours: salon.hours }));
  const earliest = dbTime(local.subtract({ hours: GROUP_SPAN_HOURS }));
  // A visit is due when its first booked appointment starts after now and within the window
  // (a group whose first service has started is not reminded for its second).
  const due = await db
    .select({
      visit: visitKey,
      appointmentId: sql<number>`(array_agg(${appointments.id} order by ${appointments.startAt}, ${appointments.id}))[1]`,
      groupId: sql<string | null>`max(${appointments.groupId}::text)`,
    })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salon.id,
        eq(appointments.status, 'BOOKED'),
        gt(appointments.startAt, earliest),
        lte(appointments.startAt, to),
        // Reminded already: under its key, or (one appointment edited into a group since) under
        // the key it had, with the group noted on the reminder by PUT /appointments/{id}/plan.
        sql`not exists (select 1 from ${reminders} where ${reminders.salonId} = ${salon.id} and (${reminders.visit} = ${visitKey} or ${reminders.groupId} = ${appointments.groupId}))`,
      ),
    )
    .groupBy(visitKey)
    .having(sql`min(${appointments.startAt}) > ${from}`);
  if (due.length === 0) return 0;
  const inserted = await db
    .insert(reminders)
    .values(
      due.map((v) =>
        owned(salon.id, {
          visit: v.visit,
          appointmentId: Number(v.appointmentId),
          groupId: v.groupId,
        }),
      ),
    )
    .onConflictDoNothing()
    .returning({ id: reminders.id });
  return inserted.length;
}
