// A reminder made when the visit is booked, not by the sweep (issue #34): an online booking's
// confirmation carries the reminder's signed link at once, so its row must exist from the
// start. It waits as PENDING until the salon's hoursBefore (the sender takes it then), or is
// SKIPPED when the salon sends no reminders; the sweep never makes a second one for the visit.
import type { Tx } from '../../db/transaction.ts';
import type { Database } from '../../db/database.ts';
import { reminders } from '../../db/schema/index.ts';
import { owned } from '../../db/tenant.ts';

export async function reminderAhead(
  db: Database | Tx,
  salon: { id: number; remindersEnabled: boolean; reminderHoursBefore: number },
  visit: { key: string; appointmentId: number; groupId: string | null; startMs: number },
): Promise<void> {
  const due = visit.startMs - salon.reminderHoursBefore * 3600_000;
  await db
    .insert(reminders)
    .values(
      owned(salon.id, {
        visit: visit.key,
        appointmentId: visit.appointmentId,
        groupId: visit.groupId,
        status: salon.remindersEnabled ? 'PENDING' : 'SKIPPED',
        nextAttemptAt: new Date(Math.max(Date.now(), due)),
      }),
    )
    .onConflictDoNothing();
}
