// The client's side of a reminder (issue #19): what the link shows and what an answer does. The
// token is the only credential: forged → 404, the visit started → 410, a second different answer
// → 409; the same answer again is the same 200 (a double tap, a reload after a lost answer).
// When the salon takes bookings online, its cutoff closes cancelling through the link (#34).
import { eq } from 'drizzle-orm';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { reminders } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict } from '../../domain/errors.ts';
import { canMove, cutoffPassed, expiredLink, findLink } from './link.ts';
import type { FoundLink } from './link.ts';
import { cancelVisitByClient, confirmVisit, loadVisit, publicView } from './visit.ts';
import { enqueueDepositRefund } from '../deposits/refund-job.ts';
import { paidCents } from '../deposits/row.ts';
import { publicDeposit } from '../deposits/view.ts';
import type { PublicReminder, Visit } from './visit.ts';

export type Answer = 'CONFIRM' | 'CANCEL';

/** The page's view of a found link (after an answer, `visit` is the visit as it is now). */
export function linkView(found: FoundLink, visit: Visit = found.visit): PublicReminder {
  return publicView(found.salon, visit, found.reminder.answer === null && found.open, {
    beforeCutoff: found.change.beforeCutoff,
    canReschedule: canMove(found) && visit.booked,
    changeUntil: found.change.until,
    deposit: publicDeposit(found.deposit, found.change.beforeCutoff),
  });
}

/** GET: the visit as the client may see it; 410 once the link has expired. */
export async function readReminder(
  db: Database,
  keys: TokenKeys,
  token: string,
): Promise<PublicReminder> {
  const found = await findLink(db, keys, token, false);
  if (!found.open) throw expiredLink();
  return linkView(found);
}

/** POST: confirms or cancels the visit, once; the reminder's row is locked while it decides. */
export async function answerReminder(
  db: Database,
  keys: TokenKeys,
  token: string,
  answer: Answer,
): Promise<PublicReminder> {
  return db.transaction(async (tx) => {
    const found = await findLink(tx, keys, token, true);
    const { claims, reminder, visit, open } = found;
    if (!open) throw expiredLink();
    if (reminder.answer !== null) {
      if (reminder.answer === answer) return linkView(found);
      throw conflict(
        'Hai già risposto a questo promemoria. Per cambiare idea chiama il salone.',
        'REMINDER_ALREADY_ANSWERED',
      );
    }
    if (!visit.booked)
      throw conflict(
        "L'appuntamento non è più prenotato. Per informazioni chiama il salone.",
        'REMINDER_VISIT_CHANGED',
      );
    if (answer === 'CANCEL' && !found.change.beforeCutoff) throw cutoffPassed(found);
    const now = new Date();
    if (answer === 'CONFIRM') await confirmVisit(tx, claims.salonId, claims.visit, now);
    else {
      await cancelVisitByClient(tx, claims.salonId, claims.visit);
      // Before the cutoff the deposit goes back whole (issue #35): a job, so a provider that
      // does not answer delays the refund, never the cancellation. The caller nudges it.
      if (found.deposit && paidCents(found.deposit) > 0)
        await enqueueDepositRefund(tx, {
          depositId: found.deposit.id,
          salonId: claims.salonId,
          reason: 'CANCEL',
        });
    }
    await tx
      .update(reminders)
      .set({ answer, answeredAt: now })
      .where(salonFilter(reminders, claims.salonId, eq(reminders.id, reminder.id)));
    const after = await loadVisit(tx, claims.salonId, claims.visit);
    return linkView({ ...found, reminder: { ...reminder, answer } }, after ?? visit);
  });
}
