// A claim link as the server finds it (issue #35): the signed token's offer, its entry, salon and
// booking page settings, and what the client reads of it. A token this server did not sign, or
// whose offer is gone, is 404 WAITLIST_LINK_INVALID.
import { eq } from 'drizzle-orm';
import { WAITLIST_MESSAGES } from '@agendina/scheduling';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { salons, waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { PageSettings } from '../online-booking/page.ts';
import { loadVisit } from '../reminders/visit.ts';
import { addMinutes, localIso, plainDateTime } from '../time.ts';
import { salonPage } from './deps.ts';
import { fitAt } from './fit.ts';
import type { Fit } from './fit.ts';
import { firstName, namesOf } from './names.ts';
import type { EntryRow, OfferRow } from './offer.ts';
import { verifyClaimToken } from './token.ts';

export const invalidClaimLink = () =>
  notFound('Questo link non è valido.', 'WAITLIST_LINK_INVALID');
export const offerTaken = () => conflict(WAITLIST_MESSAGES.taken, 'WAITLIST_OFFER_TAKEN');
export const offerExpired = () => conflict(WAITLIST_MESSAGES.expired, 'WAITLIST_OFFER_EXPIRED');

export interface FoundOffer {
  offer: OfferRow;
  entry: EntryRow;
  salon: typeof salons.$inferSelect;
  settings: PageSettings;
}

/** The link's offer and what it needs; the offer's row locked when `lock` (a claim). */
export async function findOffer(
  db: Database | Tx,
  keys: TokenKeys,
  token: string,
  lock: boolean,
): Promise<FoundOffer> {
  const claims = await verifyClaimToken(keys, token);
  if (!claims) throw invalidClaimLink();
  const found = await loadOffer(db, claims.salonId, claims.offerId, lock);
  if (!found) throw invalidClaimLink();
  return found;
}

/** An offer of the salon and what it needs (undefined when gone); locked when `lock`. */
export async function loadOffer(
  db: Database | Tx,
  salonId: number,
  offerId: number,
  lock: boolean,
): Promise<FoundOffer | undefined> {
  const query = db
    .select()
    .from(waitlistOffers)
    .where(salonFilter(waitlistOffers, salonId, eq(waitlistOffers.id, offerId)));
  const [offer] = lock ? await query.for('update') : await query;
  if (!offer) return undefined;
  const [[entry], [salon], settings] = await Promise.all([
    db
      .select()
      .from(waitlistEntries)
      .where(salonFilter(waitlistEntries, offer.salonId, eq(waitlistEntries.id, offer.entryId))),
    db.select().from(salons).where(eq(salons.id, offer.salonId)),
    salonPage(db, offer.salonId),
  ]);
  if (!entry || !salon || !settings) return undefined;
  return { offer, entry, salon, settings };
}

/** The offer's state as the client reads it: an OPEN offer past its time has EXPIRED. */
export function publicState(offer: OfferRow, now = new Date()): Schemas['WaitlistOffer']['state'] {
  if (offer.state === 'OPEN') return offer.expiresAt <= now ? 'EXPIRED' : 'OPEN';
  if (offer.state === 'CLAIMED' || offer.state === 'EXPIRED') return offer.state;
  // The claim's deposit is being paid: the client's own link still shows it theirs.
  if (offer.state === 'PAYING') return 'OPEN';
  // TAKEN, or WITHDRAWN by the staff: either way the time has gone.
  return 'TAKEN';
}

/** Where the entry's services land at the offer's start now (the claim's placement). */
export function fitOfOffer(db: Database | Tx, found: FoundOffer): Promise<Fit | null> {
  return fitAt(
    db as Database,
    found.settings,
    found.salon.timeZone,
    found.entry,
    startOf(found.offer),
    {
      preferred: found.offer.operatorId,
      window: false,
    },
  );
}

export const startOf = (offer: OfferRow) => plainDateTime(localIso(offer.startAt));

/** The visit the offer stands for: the booked one, the placement now, or the catalogue's minutes. */
async function shape(db: Database, found: FoundOffer) {
  const { offer, entry } = found;
  if (offer.appointmentId !== null) {
    const visit = await loadVisit(db, offer.salonId, `a:${offer.appointmentId}`);
    const rows = visit?.live.length ? visit.live : (visit?.rows ?? []);
    if (rows.length > 0)
      return {
        services: rows.map((r) => r.a.serviceName),
        end: rows
          .map((r) => localIso(r.a.endAt))
          .sort()
          .at(-1) as string,
        operator: firstName(rows[0]?.hairdresserName ?? ''),
      };
  }
  const fit = await fitOfOffer(db, found);
  if (fit) {
    const items = fit.placement.plan.timeline.items;
    const first = fit.world.operators.find((o) => o.row.id === items[0]?.operatorId);
    return {
      services: items.map((i) => i.serviceName),
      end: (items.at(-1)?.end ?? fit.start).toString({ smallestUnit: 'second' }),
      operator: firstName(first?.row.name ?? ''),
    };
  }
  const operatorId = offer.operatorId ?? entry.operatorId;
  const names = await namesOf(db, offer.salonId, entry.serviceIds, [operatorId]);
  const minutes = entry.serviceIds.reduce((sum, id) => sum + names.minutes(id), 0);
  return {
    services: entry.serviceIds.map(names.service),
    end: addMinutes(localIso(offer.startAt), minutes),
    operator: firstName(names.operator(operatorId) ?? ''),
  };
}

/** What the claim page shows. */
export async function offerView(
  db: Database,
  found: FoundOffer,
  depositCents: number | null,
): Promise<Schemas['WaitlistOffer']> {
  const { offer, salon, settings } = found;
  const { services, end, operator } = await shape(db, found);
  return {
    state: publicState(offer),
    salonName: salon.name,
    slug: settings.slug,
    dateTime: localIso(offer.startAt),
    endTime: end,
    services,
    operatorName: operator,
    expiresAt: offer.expiresAt.toISOString(),
    depositCents,
  };
}
