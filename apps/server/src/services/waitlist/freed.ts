// A freed time offered to the waitlist (issue #35, decision 0063): when a visit is cancelled,
// moved, replanned or declined, each operator's first freed start is offered to the first
// OFFERS_AT_ONCE entries in line whose wish it matches and whose services the page would place
// there now; the first claim books it (claim.ts). Runs after the freeing change committed, and
// never makes that change fail: what goes wrong here is logged.
import { asc, eq, gte, inArray, isNull, lte, ne, notExists, or } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { wishMatches } from '@agendina/scheduling';
import type { FreedTime } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments, waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { loadSalon } from '../catalog-data.ts';
import { verifyReminderToken } from '../reminders/token.ts';
import { visitWhere } from '../reminders/visit.ts';
import { dbTime, localIso } from '../time.ts';
import { waitlistOn } from './deps.ts';
import type { WaitlistDeps } from './deps.ts';
import { fitAt } from './fit.ts';
import { PAYING, makeOffer } from './offer.ts';
import { settlePaying } from './paying.ts';
import type { OfferRow } from './offer.ts';

/** How many entries a freed time is offered to at once (decision 0063). */
export const OFFERS_AT_ONCE = 3;
/** How many entries in line are tried for one freed time (each is a placement on the page's rules). */
const CANDIDATES = 30;

/**
 * Offers a freed time to the line: the WAITING entries, oldest first, whose range, band and
 * operator match (wishMatches) and whose services fit at that start now, never an entry that
 * was offered this start before; as many as make OFFERS_AT_ONCE with the offers of that start
 * still out (an offer expired, a deposit not paid: the next in line). The offers made.
 */
export async function offerFreedTime(
  deps: WaitlistDeps,
  salonId: number,
  freed: FreedTime,
): Promise<OfferRow[]> {
  const settings = await waitlistOn(deps.db, salonId);
  if (!settings) return [];
  const salon = await loadSalon(deps.db, salonId);
  const start = Temporal.PlainDate.from(freed.date).toPlainDateTime({
    hour: Math.floor(freed.startMinute / 60),
    minute: freed.startMinute % 60,
  });
  const startAt = dbTime(start);
  const offersOut = () =>
    deps.db
      .select({
        id: waitlistOffers.id,
        salonId: waitlistOffers.salonId,
        state: waitlistOffers.state,
      })
      .from(waitlistOffers)
      .where(
        salonFilter(
          waitlistOffers,
          salonId,
          eq(waitlistOffers.startAt, startAt),
          inArray(waitlistOffers.state, ['OPEN', PAYING]),
        ),
      );
  let out = await offersOut();
  // A claim's deposit given up is what often frees the time: its offer is settled first.
  const paying = out.filter((o) => o.state === PAYING);
  for (const offer of paying) await settlePaying(deps, offer);
  if (paying.length > 0) out = await offersOut();
  const count = OFFERS_AT_ONCE - out.length;
  if (count <= 0) return [];
  const offeredBefore = deps.db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      salonFilter(
        waitlistOffers,
        salonId,
        eq(waitlistOffers.entryId, waitlistEntries.id),
        eq(waitlistOffers.startAt, startAt),
      ),
    );
  const line = await deps.db
    .select()
    .from(waitlistEntries)
    .where(
      salonFilter(
        waitlistEntries,
        salonId,
        eq(waitlistEntries.state, 'WAITING'),
        lte(waitlistEntries.fromDate, freed.date),
        gte(waitlistEntries.toDate, freed.date),
        or(isNull(waitlistEntries.operatorId), eq(waitlistEntries.operatorId, freed.operatorId)),
        notExists(offeredBefore),
      ),
    )
    .orderBy(asc(waitlistEntries.id))
    .limit(CANDIDATES);
  const made: OfferRow[] = [];
  for (const entry of line) {
    if (made.length >= count) break;
    if (!wishMatches(entry, freed)) continue;
    const fit = await fitAt(deps.db, settings, salon.timeZone, entry, start, {
      preferred: freed.operatorId,
      window: true,
    });
    if (!fit) continue;
    const offer = await makeOffer(deps, { salon, settings }, entry, fit, freed.operatorId);
    if (offer) made.push(offer);
  }
  return made;
}

interface Slot {
  operatorId: number;
  /** Salon-local ISO start. */
  start: string;
}

/** What a visit holds now: its appointments that are not cancelled (no-shows and past ones too). */
async function slotsOf(db: Database, salonId: number, visit: string, from: string[]) {
  const rows = await db
    .select({ operatorId: appointments.hairdresserId, startAt: appointments.startAt })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        visitWhere(visit),
        from.length > 0
          ? inArray(appointments.status, from as ['BOOKED'])
          : ne(appointments.status, 'CANCELLED'),
      ),
    );
  return rows.map((r) => ({ operatorId: r.operatorId, start: localIso(r.startAt) }));
}

/** The statuses whose time a change can free (a visit that has not begun). */
const FREEABLE = ['BOOKED', 'REQUESTED', 'HELD'];

/** Each operator's first start held before and not after: the freed times to offer. */
export function freedTimes(before: readonly Slot[], after: readonly Slot[]): FreedTime[] {
  const still = new Set(after.map((s) => `${s.operatorId}|${s.start}`));
  const first = new Map<number, string>();
  for (const slot of before) {
    if (still.has(`${slot.operatorId}|${slot.start}`)) continue;
    const known = first.get(slot.operatorId);
    if (known === undefined || slot.start < known) first.set(slot.operatorId, slot.start);
  }
  return [...first].map(([operatorId, start]) => {
    const at = Temporal.PlainDateTime.from(start);
    return { operatorId, date: at.toPlainDate().toString(), startMinute: at.hour * 60 + at.minute };
  });
}

/**
 * Runs a change that may free a visit's time (`a:<id>` or `g:<group>`, as reminders name it),
 * then offers what it freed. The change's own result and errors are untouched: the offers come
 * after it committed, and their failures are logged.
 */
export async function freeing<T>(
  deps: WaitlistDeps,
  salonId: number,
  visit: string,
  change: () => Promise<T>,
): Promise<T> {
  let before: Slot[] = [];
  try {
    if (await waitlistOn(deps.db, salonId))
      before = await slotsOf(deps.db, salonId, visit, FREEABLE);
  } catch (error) {
    console.error("Lista d'attesa: visita non letta prima della modifica:", error);
  }
  const result = await change();
  if (before.length > 0) {
    try {
      const after = await slotsOf(deps.db, salonId, visit, []);
      for (const freed of freedTimes(before, after)) await offerFreedTime(deps, salonId, freed);
    } catch (error) {
      console.error("Lista d'attesa: orario liberato non offerto:", error);
    }
  }
  return result;
}

/** `freeing` for a change the staff make to the visit of appointment `id`. */
export function freeingVisit<T>(
  deps: WaitlistDeps,
  salonId: number,
  id: number,
  change: () => Promise<T>,
): Promise<T> {
  return freeing(deps, salonId, `a:${id}`, change);
}

/** `freeing` for a change the client makes through the manage link `token` (cancel, reschedule). */
export async function freeingLink<T>(
  deps: WaitlistDeps,
  token: string,
  change: () => Promise<T>,
): Promise<T> {
  const claims = await verifyReminderToken(deps.keys, token);
  // A forged link changes nothing: the change itself answers it.
  if (!claims) return change();
  return freeing(deps, claims.salonId, claims.visit, change);
}
