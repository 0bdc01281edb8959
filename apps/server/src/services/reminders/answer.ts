// The client's side of a reminder (issue #19): what the link shows and what an answer does. The
// token is the only credential: forged → 404, the visit started (or the token's own expiry, the
// visit's start when it was sent) → 410, a second different answer → 409; the same answer again
// is the same 200 (a double tap, a reload after a lost answer).
import { eq } from 'drizzle-orm';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { reminders, salons } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { Gone, conflict, notFound } from '../../domain/errors.ts';
import type { Tx } from '../../db/transaction.ts';
import { verifyReminderToken } from './token.ts';
import type { ReminderClaims } from './token.ts';
import { cancelVisitByClient, confirmVisit, instantOf, loadVisit, publicView } from './visit.ts';
import type { PublicReminder, Visit } from './visit.ts';

export type Answer = 'CONFIRM' | 'CANCEL';

const invalid = () =>
  notFound(
    'Questo link non è valido. Per confermare o annullare chiama il salone.',
    'REMINDER_LINK_INVALID',
  );
const expired = () =>
  new Gone(
    "Questo link è scaduto perché l'appuntamento è già iniziato. Per informazioni chiama il salone.",
    'REMINDER_LINK_EXPIRED',
  );

interface Found {
  claims: ReminderClaims;
  salon: typeof salons.$inferSelect;
  reminder: typeof reminders.$inferSelect;
  visit: Visit;
  /** The link still takes an answer: neither its expiry nor the visit's start has passed. */
  open: boolean;
}

async function find(db: Database | Tx, keys: TokenKeys, token: string, lock: boolean) {
  const claims = await verifyReminderToken(keys, token);
  if (!claims) throw invalid();
  const [salon] = await db.select().from(salons).where(eq(salons.id, claims.salonId));
  if (!salon) throw invalid();
  const query = db
    .select()
    .from(reminders)
    .where(salonFilter(reminders, claims.salonId, eq(reminders.visit, claims.visit)));
  const [reminder] = lock ? await query.for('update') : await query;
  const visit = await loadVisit(db, claims.salonId, claims.visit);
  // A signed token whose visit was deleted since: nothing left to show.
  if (!reminder || !visit) throw invalid();
  const now = Date.now();
  const open = now < claims.expiresAt * 1000 && now < instantOf(visit.start, salon.timeZone);
  return { claims, salon, reminder, visit, open } satisfies Found;
}

/** GET: the visit as the client may see it; 410 once the link has expired. */
export async function readReminder(
  db: Database,
  keys: TokenKeys,
  token: string,
): Promise<PublicReminder> {
  const found = await find(db, keys, token, false);
  if (!found.open) throw expired();
  return publicView(found.salon, found.visit, found.reminder.answer === null);
}

/** POST: confirms or cancels the visit, once; the reminder's row is locked while it decides. */
export async function answerReminder(
  db: Database,
  keys: TokenKeys,
  token: string,
  answer: Answer,
): Promise<PublicReminder> {
  return db.transaction(async (tx) => {
    const { claims, salon, reminder, visit, open } = await find(tx, keys, token, true);
    if (!open) throw expired();
    if (reminder.answer !== null) {
      if (reminder.answer === answer) return publicView(salon, visit, false);
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
    const now = new Date();
    if (answer === 'CONFIRM') await confirmVisit(tx, claims.salonId, claims.visit, now);
    else await cancelVisitByClient(tx, claims.salonId, claims.visit);
    await tx
      .update(reminders)
      .set({ answer, answeredAt: now })
      .where(salonFilter(reminders, claims.salonId, eq(reminders.id, reminder.id)));
    const after = await loadVisit(tx, claims.salonId, claims.visit);
    return publicView(salon, after ?? visit, false);
  });
}
