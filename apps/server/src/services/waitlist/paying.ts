// A claim that asks a deposit (issue #35, decisions 0062 and 0063): its time is held through the
// deposit's hold while the client pays, and its offer waits as PAYING. What the payment became
// settles it, read from the deposit the hold wrote (deposits.waitlist_offer_id): paid, the offer
// is CLAIMED as a claim without deposit is; given up, it EXPIRES and the entry waits again (the
// released time was offered to the line by the hold's release). Settled lazily, under the
// offer's lock, when the link is read again and by the minute's sweep.
import { desc, eq, ne } from 'drizzle-orm';
import { appointments, deposits, waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { appointmentRows } from '../appointment-row.ts';
import { localIso } from '../time.ts';
import { takeOthers, tellTaken } from './settle.ts';
import type { WaitlistDeps } from './deps.ts';
import { loadOffer } from './found.ts';
import { PAYING } from './offer.ts';

export async function settlePaying(
  deps: WaitlistDeps,
  offer: { id: number; salonId: number },
): Promise<void> {
  const settled = await deps.db.transaction(async (tx) => {
    const found = await loadOffer(tx, offer.salonId, offer.id, true);
    if (found?.offer.state !== PAYING) return null;
    const [deposit] = await tx
      .select()
      .from(deposits)
      .where(salonFilter(deposits, offer.salonId, eq(deposits.waitlistOfferId, offer.id)))
      .orderBy(desc(deposits.id))
      .limit(1);
    if (!deposit || deposit.state === 'PENDING') return null;
    // Booked once paid: the hold's rows stay, no longer HELD. Released: they are gone.
    const [booked] =
      deposit.appointmentId === null
        ? []
        : await appointmentRows(
            tx,
            offer.salonId,
            eq(appointments.id, deposit.appointmentId),
            ne(appointments.status, 'HELD'),
          );
    await tx
      .update(waitlistOffers)
      .set(
        booked
          ? { state: 'CLAIMED', appointmentId: booked.id, claimedAt: deposit.paidAt ?? new Date() }
          : { state: 'EXPIRED' },
      )
      .where(salonFilter(waitlistOffers, offer.salonId, eq(waitlistOffers.id, offer.id)));
    await tx
      .update(waitlistEntries)
      .set({ state: booked ? 'BOOKED' : 'WAITING', updatedAt: new Date() })
      .where(salonFilter(waitlistEntries, offer.salonId, eq(waitlistEntries.id, found.entry.id)));
    return { found, told: booked ? await takeOthers(tx, found) : [] };
  });
  if (settled)
    await tellTaken(deps, settled.found.salon, localIso(settled.found.offer.startAt), settled.told);
}
