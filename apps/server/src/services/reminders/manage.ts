// The manage link's changes (issue #34): the days and times the visit could move to, on the
// booking page's rules with the visit's own appointments out of its way, and the move itself,
// through the staff's move path (the same appointments move, so the link keeps naming them).
import { eq } from 'drizzle-orm';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { reminders } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { DomainError, conflict } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { moveVisit } from '../appointment-move.ts';
import { daysOn, timesOn } from '../online-booking/page.ts';
import { placementAt, startInWindow, takenOn } from '../online-booking/placement.ts';
import { linkView } from './answer.ts';
import { assertMovable, findLink } from './link.ts';
import { instantOf } from './visit.ts';
import type { PublicReminder } from './visit.ts';

export async function reminderDays(
  db: Database,
  keys: TokenKeys,
  token: string,
): Promise<Schemas['PublicBookingDays']> {
  const found = await findLink(db, keys, token, false);
  const { settings, query } = assertMovable(found);
  return daysOn(db, settings, query, found.change.whose);
}

export async function reminderTimes(
  db: Database,
  keys: TokenKeys,
  token: string,
  date: string,
): Promise<Schemas['PublicBookingTimes']> {
  const found = await findLink(db, keys, token, false);
  const { settings, query } = assertMovable(found);
  return timesOn(db, settings, { ...query, date }, found.change.whose);
}

/** Moves the visit to the chosen free time; its reminder, not sent yet, waits for the new time. */
export async function rescheduleByLink(
  db: Database,
  keys: TokenKeys,
  token: string,
  choice: Schemas['ReminderReschedule'],
): Promise<PublicReminder> {
  const found = await findLink(db, keys, token, false);
  const { settings, query } = assertMovable(found);
  const { salon, visit } = found;
  const whose = found.change.whose;
  const start = startInWindow(settings, salon.timeZone, choice);
  const { placement } = await placementAt(db, settings, query, start, whose);
  // Movable means booked: the visit has a live first appointment, the one the move names.
  const first = visit.live[0] as (typeof visit.live)[number];
  const dateTime = start.toString({ smallestUnit: 'second' });
  try {
    await moveVisit(db, salon.id, first.a.id, {
      dateTime,
      hairdresserId: placement.blocks[0]?.operatorId,
      expectedStart: visit.start,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'SLOT_TAKEN') throw await takenOn(db, settings, query, start, whose);
    if (error.code === 'APPOINTMENT_CHANGED')
      throw conflict(
        "Il salone ha appena modificato l'appuntamento. Ricarica la pagina.",
        'REMINDER_VISIT_CHANGED',
      );
    throw error;
  }
  const due = instantOf(dateTime, salon.timeZone) - salon.reminderHoursBefore * 3600_000;
  await db
    .update(reminders)
    .set({ nextAttemptAt: new Date(Math.max(Date.now(), due)) })
    .where(
      salonFilter(
        reminders,
        salon.id,
        eq(reminders.id, found.reminder.id),
        eq(reminders.status, 'PENDING'),
      ),
    );
  return linkView(await findLink(db, keys, token, false));
}
