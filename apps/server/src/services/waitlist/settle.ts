// Closing offers (issue #35, decision 0063): an OPEN offer moves to TAKEN, EXPIRED or WITHDRAWN
// under its row lock and its entry waits again; once a claim has booked a start, the other offers
// of it whose services no longer fit there are TAKEN, and their clients told it has gone.
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/transaction.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { WaitlistDeps } from './deps.ts';
import { fitOfOffer } from './found.ts';
import type { FoundOffer } from './found.ts';
import { deliver, takenMessage } from './notify.ts';
import { recipientOf } from './offer.ts';
import type { EntryRow } from './offer.ts';

/** Moves an OPEN offer to `state`; its entry, if still OFFERED, goes back in line. */
export async function closeOffer(
  tx: Tx,
  offer: { id: number; salonId: number; entryId: number },
  state: 'TAKEN' | 'EXPIRED' | 'WITHDRAWN',
) {
  await tx
    .update(waitlistOffers)
    .set({ state })
    .where(
      salonFilter(
        waitlistOffers,
        offer.salonId,
        and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, 'OPEN')),
      ),
    );
  await tx
    .update(waitlistEntries)
    .set({ state: 'WAITING', updatedAt: new Date() })
    .where(
      salonFilter(
        waitlistEntries,
        offer.salonId,
        and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.state, 'OFFERED')),
      ),
    );
}

/**
 * The other OPEN offers of the same start, locked: those whose services no longer fit there (the
 * claim took the time) become TAKEN and their entries wait again. Their entries, to tell. An
 * offer another claim holds is skipped: that claim loses at book() and closes it itself (waiting
 * for its row would deadlock, as it waits for the calendar lock this claim holds).
 */
export async function takeOthers(tx: Tx, found: FoundOffer): Promise<EntryRow[]> {
  const { offer } = found;
  const others = await tx
    .select()
    .from(waitlistOffers)
    .where(
      salonFilter(
        waitlistOffers,
        offer.salonId,
        eq(waitlistOffers.startAt, offer.startAt),
        eq(waitlistOffers.state, 'OPEN'),
        ne(waitlistOffers.id, offer.id),
      ),
    )
    .for('update', { skipLocked: true });
  const told: EntryRow[] = [];
  for (const other of others) {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(salonFilter(waitlistEntries, offer.salonId, eq(waitlistEntries.id, other.entryId)));
    if (!entry) continue;
    if (await fitOfOffer(tx, { ...found, offer: other, entry })) continue;
    await closeOffer(tx, other, 'TAKEN');
    told.push(entry);
  }
  return told;
}

/** Tells the entries whose offer of `start` was taken that the time has gone. */
export async function tellTaken(
  deps: WaitlistDeps,
  salon: FoundOffer['salon'],
  start: string,
  entries: readonly EntryRow[],
) {
  for (const entry of entries) {
    const to = await recipientOf(deps.db, entry);
    await deliver(deps, salon.id, to, takenMessage(salon, to, start));
  }
}
