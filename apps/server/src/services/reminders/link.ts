// A reminder's link as the server finds it (issues #19 and #34): the token's visit, its salon and
// reminder row, whether the link is still open (the visit has not started), and what the salon's
// online booking allows through it: cancelling until the cutoff, moving the visit to another
// free time when every service is bookable online. One place, so the page, an answer, a move and
// the calendar file all see the same rules.
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { onlineBookingSettings, reminders, salons } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';
import { Gone, conflict, notFound } from '../../domain/errors.ts';
import { bookable } from '../online-booking/bookable.ts';
import type { DepositRow } from '../deposits/row.ts';
import { depositOfVisit } from '../deposits/view.ts';
import type { PageQuery, PageSettings, Whose } from '../online-booking/page.ts';
import { verifyReminderToken } from './token.ts';
import type { ReminderClaims } from './token.ts';
import { instantOf, loadVisit } from './visit.ts';
import type { Visit } from './visit.ts';

export const invalidLink = () =>
  notFound(
    'Questo link non è valido. Per confermare o annullare chiama il salone.',
    'REMINDER_LINK_INVALID',
  );
export const expiredLink = () =>
  new Gone(
    "Questo link è scaduto perché l'appuntamento è già iniziato. Per informazioni chiama il salone.",
    'REMINDER_LINK_EXPIRED',
  );

/** What the salon's online booking allows through the link. */
export interface Change {
  /** The page's settings while the page is on: its cutoff and rules apply; null otherwise. */
  settings: PageSettings | null;
  /** The salon-local moment the cutoff passes (the visit's start less it); null without a page. */
  until: string | null;
  /** Before the cutoff (always, without a page: cancelling is then possible until the start). */
  beforeCutoff: boolean;
  /** The search that moves the visit (its services, its operator when one does all); null when it cannot move. */
  query: PageQuery | null;
  whose: Whose;
}

export interface FoundLink {
  claims: ReminderClaims;
  salon: typeof salons.$inferSelect;
  reminder: typeof reminders.$inferSelect;
  visit: Visit;
  /** The visit has not started: the link still acts (reading it after the start is 410). */
  open: boolean;
  change: Change;
  /** The deposit paid online for the visit (issue #35), if any. */
  deposit: DepositRow | undefined;
}

async function changeOf(
  db: Database | Tx,
  salon: typeof salons.$inferSelect,
  visit: Visit,
  open: boolean,
): Promise<Change> {
  const clientId = (visit.live[0] ?? visit.rows[0])?.a.clientId;
  const whose: Whose = { clientId, moving: visit.live.map((r) => r.a.id) };
  const [settings] = await db
    .select()
    .from(onlineBookingSettings)
    .where(salonFilter(onlineBookingSettings, salon.id, eq(onlineBookingSettings.enabled, true)));
  if (!settings) return { settings: null, until: null, beforeCutoff: true, query: null, whose };
  const until = Temporal.PlainDateTime.from(visit.start).subtract({ hours: settings.cutoffHours });
  const beforeCutoff = Date.now() < instantOf(until.toString(), salon.timeZone);
  const untilIso = until.toString({ smallestUnit: 'second' });
  if (!open || !visit.booked)
    return { settings, until: untilIso, beforeCutoff, query: null, whose };
  const ids = await bookable(db as Database, salon.id);
  const services = visit.live.map((r) => r.a.serviceId);
  const operators = [...new Set(visit.live.map((r) => r.a.hairdresserId))];
  const movable = services.every((id) => ids.serviceIds.includes(id));
  // One operator doing the whole visit stays its operator (the client chose them, or was given
  // them); a visit shared between operators moves with «Nessuna preferenza».
  const [only] = operators;
  const operator =
    operators.length === 1 && only !== undefined && ids.operatorIds.includes(only)
      ? only
      : undefined;
  return {
    settings,
    until: untilIso,
    beforeCutoff,
    query: movable ? { services: services.join(','), operator } : null,
    whose,
  };
}

/** The link's visit, its reminder row (locked when answering) and what may still be done. */
export async function findLink(
  db: Database | Tx,
  keys: TokenKeys,
  token: string,
  lock: boolean,
): Promise<FoundLink> {
  const claims = await verifyReminderToken(keys, token);
  if (!claims) throw invalidLink();
  const [salon] = await db.select().from(salons).where(eq(salons.id, claims.salonId));
  if (!salon) throw invalidLink();
  const query = db
    .select()
    .from(reminders)
    .where(salonFilter(reminders, claims.salonId, eq(reminders.visit, claims.visit)));
  const [reminder] = lock ? await query.for('update') : await query;
  const visit = await loadVisit(db, claims.salonId, claims.visit);
  // A signed token whose visit was deleted since: nothing left to show.
  if (!reminder || !visit) throw invalidLink();
  const now = Date.now();
  const open = now < claims.expiresAt * 1000 && now < instantOf(visit.start, salon.timeZone);
  const deposit = await depositOfVisit(
    db,
    claims.salonId,
    visit.rows.map((r) => ({ id: r.a.id, groupId: r.a.groupId })),
  );
  return {
    claims,
    salon,
    reminder,
    visit,
    open,
    change: await changeOf(db, salon, visit, open),
    deposit,
  };
}

/** The 409 of a change after the cutoff: the client calls the salon, whose number it gives. */
export function cutoffPassed(found: FoundLink) {
  const hours = found.change.settings?.cutoffHours ?? 0;
  const phone = found.salon.phoneNumber;
  const within = hours === 1 ? "di un'ora" : `di ${hours} ore`;
  return conflict(
    `Mancano meno ${within} all'appuntamento. Per annullarlo o spostarlo chiama il salone${phone ? ` al ${phone}` : ''}.`,
    'CHANGE_CUTOFF_PASSED',
  );
}

/** The link may move the visit, or the 409 that says why not. */
export function assertMovable(found: FoundLink): {
  settings: PageSettings;
  query: PageQuery;
} {
  if (!found.open) throw expiredLink();
  const { settings, query, beforeCutoff } = found.change;
  if (settings && !beforeCutoff && found.visit.booked) throw cutoffPassed(found);
  if (!settings || !query)
    throw conflict(
      'Questo appuntamento non si può spostare dal link. Per cambiarlo chiama il salone.',
      'CHANGE_NOT_POSSIBLE',
    );
  return { settings, query };
}

/** True while the link may move the visit (canReschedule). */
export function canMove(found: FoundLink): boolean {
  return found.open && found.change.beforeCutoff && found.change.query !== null;
}
