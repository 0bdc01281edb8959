// Making an offer (issue #35): an entry still WAITING becomes OFFERED with an OPEN offer of one
// start, in one transaction (two offers racing for an entry: one wins, the other finds it no
// longer waiting), and the client gets the signed claim link at once.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { clients, waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import type { PageSettings } from '../online-booking/page.ts';
import { instantOf } from '../reminders/visit.ts';
import type { WaitlistDeps } from './deps.ts';
import type { Fit } from './fit.ts';
import { claimLink, deliver, offerMessage } from './notify.ts';
import type { Recipient } from './notify.ts';
import { signClaimToken } from './token.ts';

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type OfferRow = typeof waitlistOffers.$inferSelect;

/** An offer's state while its claim's deposit is being paid (paying.ts). */
export const PAYING = 'PAYING';

export interface SalonOf {
  id: number;
  name: string;
  timeZone: string;
}

/** The entry's client as its messages address them: the phone and channel it joined with. */
export async function recipientOf(db: Database | Tx, entry: EntryRow): Promise<Recipient> {
  const [client] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(salonFilter(clients, entry.salonId, eq(clients.id, entry.clientId)));
  return {
    name: client?.name ?? '',
    phone: entry.phone,
    email: entry.email,
    channel: entry.channel,
  };
}

/** The signed link of an offer, expiring with it. */
export async function linkOf(deps: Pick<WaitlistDeps, 'config' | 'keys'>, offer: OfferRow) {
  const token = await signClaimToken(deps.keys, {
    offerId: offer.id,
    salonId: offer.salonId,
    expiresAt: Math.ceil(offer.expiresAt.getTime() / 1000),
  });
  return claimLink(deps, token);
}

/**
 * Offers the fitted start to the entry until the salon's claim minutes pass (or the time itself
 * comes, whichever is first); `operatorId` is the operator the claim tries first. Null when
 * the entry was no longer WAITING. The message goes out after the commit.
 */
export async function makeOffer(
  deps: WaitlistDeps,
  where: { salon: SalonOf; settings: PageSettings },
  entry: EntryRow,
  fit: Fit,
  operatorId: number | null,
): Promise<OfferRow | null> {
  const { salon, settings } = where;
  const start = fit.start.toString({ smallestUnit: 'second' });
  const expiresAt = new Date(
    Math.min(Date.now() + settings.waitlistClaimMinutes * 60_000, instantOf(start, salon.timeZone)),
  );
  const offer = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(waitlistEntries)
      .set({ state: 'OFFERED', updatedAt: new Date() })
      .where(
        salonFilter(
          waitlistEntries,
          salon.id,
          and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.state, 'WAITING')),
        ),
      )
      .returning({ id: waitlistEntries.id });
    if (!taken) return null;
    const [row] = await tx
      .insert(waitlistOffers)
      .values(
        owned(salon.id, {
          entryId: entry.id,
          startAt: start.replace('T', ' '),
          operatorId,
          expiresAt,
          channel: entry.channel,
        }),
      )
      .returning();
    return row ?? null;
  });
  if (!offer) return null;
  const to = await recipientOf(deps.db, entry);
  const message = offerMessage(salon, to, {
    start,
    expiresAt,
    services: fit.placement.plan.timeline.items.map((i) => i.serviceName),
    link: await linkOf(deps, offer),
  });
  await deliver(deps, salon.id, to, message);
  return offer;
}
