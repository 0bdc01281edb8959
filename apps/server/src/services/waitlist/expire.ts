// The waitlist's sweep (issue #35), every minute where jobs are polled: an OPEN offer past its
// time EXPIRES and its entry waits again; the time, if still free, goes to the next matching
// entries in line (never one offered that start before); an entry whose range of days has passed
// EXPIRES. Each offer moves under its row lock, so a claim and the sweep settle it once.
import { and, eq, lte, sql } from 'drizzle-orm';
import { waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { acrossSalons, salonFilter } from '../../db/tenant.ts';
import { localIso } from '../time.ts';
import { closeOffer } from './settle.ts';
import type { WaitlistDeps } from './deps.ts';
import { offerFreedTime } from './freed.ts';
import { PAYING } from './offer.ts';
import { settlePaying } from './paying.ts';

export const WAITLIST_SWEEP_MS = 60_000;
/** Offers settled per sweep: the rest wait for the next minute. */
const BATCH = 500;

export interface WaitlistSwept {
  expired: number;
  offered: number;
  ended: number;
}

export async function sweepWaitlist(deps: WaitlistDeps, now = new Date()): Promise<WaitlistSwept> {
  const { db } = deps;
  // Every salon's offers at once: their expiry is the only thing read across salons here.
  const open = acrossSalons(waitlistOffers);
  const due = await db
    .select()
    .from(open)
    .where(and(eq(open.state, 'OPEN'), lte(open.expiresAt, now)))
    .orderBy(open.id)
    .limit(BATCH);
  const freed = new Map<string, { salonId: number; startAt: string; operatorId: number }>();
  let expired = 0;
  for (const offer of due) {
    const closed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(waitlistOffers)
        .where(salonFilter(waitlistOffers, offer.salonId, eq(waitlistOffers.id, offer.id)))
        .for('update');
      // Claimed or withdrawn since it was read.
      if (row?.state !== 'OPEN') return false;
      await closeOffer(tx, row, 'EXPIRED');
      return true;
    });
    if (!closed) continue;
    expired++;
    if (offer.operatorId !== null)
      freed.set(`${offer.salonId}|${offer.startAt}|${offer.operatorId}`, {
        salonId: offer.salonId,
        startAt: offer.startAt,
        operatorId: offer.operatorId,
      });
  }
  // Claims whose deposit was paid or given up since: what the payment made of them.
  const paying = await db
    .select({ id: open.id, salonId: open.salonId })
    .from(open)
    .where(eq(open.state, PAYING))
    .limit(BATCH);
  for (const offer of paying) await settlePaying(deps, offer);
  let offered = 0;
  for (const time of freed.values()) {
    const start = localIso(time.startAt);
    const [hour = 0, minute = 0] = start.slice(11, 16).split(':').map(Number);
    try {
      const made = await offerFreedTime(deps, time.salonId, {
        date: start.slice(0, 10),
        startMinute: hour * 60 + minute,
        operatorId: time.operatorId,
      });
      offered += made.length;
    } catch (error) {
      // One salon's trouble does not hold up the others' offers nor the expiry below.
      console.error("Lista d'attesa: orario scaduto non offerto di nuovo:", error);
    }
  }
  // Every salon's line at once, each by its own calendar day.
  const entries = acrossSalons(waitlistEntries);
  const ended = await db
    .update(entries)
    .set({ state: 'EXPIRED', updatedAt: now })
    .where(
      and(
        eq(entries.state, 'WAITING'),
        sql`${entries.toDate} < to_char(now() at time zone (select s.time_zone from salons s where s.id = ${entries.salonId}), 'YYYY-MM-DD')`,
      ),
    )
    .returning({ id: entries.id });
  return { expired, offered, ended: ended.length };
}
