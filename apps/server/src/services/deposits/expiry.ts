// The sweep of holds past their 10 minutes (issue #35, decision 0062), run by every process's
// worker (app.ts's housekeeping): it closes each checkout at the provider first and asks it once
// more, so a payment made in the last second books instead of being refunded; anything else lets
// the time go. Then the held rows no deposit waits for (a hold cut short by a crash).
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PaymentAdapter, PaymentState } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/database.ts';
import { appointments, deposits } from '../../db/schema/index.ts';
import { acrossSalons, salonFilter } from '../../db/tenant.ts';
import { PLACEHOLDER_PREFIX } from './hold.ts';
import { settleDeposit } from './settle.ts';
import type { DepositDeps } from './settle.ts';

/** A held row with no deposit waiting for it is an accident (a crash mid-hold): gone after this. */
const ORPHAN_HELD_MS = 30 * 60_000;

/** How often a process looks for holds past their time (app.ts's housekeeping). */
export const HOLD_SWEEP_MS = 30_000;

/** The provider's last word on an expired hold: closed there first, then asked. */
async function closedAtProvider(
  payments: PaymentAdapter,
  deposit: { checkoutId: string; provider: string },
): Promise<PaymentState> {
  // A placeholder never reached the provider; a deposit of another provider (the configuration
  // changed) cannot be asked: both are simply released.
  if (deposit.checkoutId.startsWith(PLACEHOLDER_PREFIX) || deposit.provider !== payments.provider)
    return { outcome: 'CANCELED' };
  await payments.expireCheckout(deposit.checkoutId);
  const state = await payments.retrievePayment(deposit.checkoutId);
  // Closed by us: whatever the provider still calls pending can no longer be paid.
  return state.outcome === 'PENDING' ? { outcome: 'CANCELED' } : state;
}

/**
 * Releases every hold whose 10 minutes are over at `now` (each settled as settle.ts does: a
 * payment the provider confirms books, anything else lets the time go), then the held rows no
 * deposit waits for. How many holds were released; a provider that does not answer leaves its
 * hold for the next sweep.
 */
export async function releaseExpiredHolds(deps: DepositDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({
      id: deposits.id,
      salonId: deposits.salonId,
      checkoutId: deposits.checkoutId,
      provider: deposits.provider,
    })
    .from(acrossSalons(deposits))
    .where(and(eq(deposits.state, 'PENDING'), lte(deposits.holdExpiresAt, now)))
    .orderBy(deposits.holdExpiresAt)
    .limit(100);
  let released = 0;
  for (const deposit of due) {
    let state: PaymentState;
    try {
      state = await closedAtProvider(deps.payments, deposit);
    } catch (error) {
      console.error(`Acconto ${deposit.id}: il fornitore non risponde, riprovo più tardi:`, error);
      continue;
    }
    const settled = await settleDeposit(deps, deposit.salonId, deposit.id, state);
    if (settled.changed && settled.outcome !== 'PAID') released += 1;
  }
  await releaseOrphans(deps.db, now);
  return released;
}

/** HELD rows older than half an hour without a PENDING deposit (a hold cut short by a crash). */
async function releaseOrphans(db: Database, now: Date): Promise<void> {
  const held = acrossSalons(appointments);
  const orphans = await db
    .select({ id: held.id, salonId: held.salonId })
    .from(held)
    .where(
      and(
        eq(held.status, 'HELD'),
        lt(held.createdAt, new Date(now.getTime() - ORPHAN_HELD_MS)),
        sql`not exists (select 1 from ${deposits} d where d.state = 'PENDING' and (d.appointment_id = ${held.id} or d.group_id = ${held.groupId}))`,
      ),
    )
    .limit(500);
  const bySalon = new Map<number, number[]>();
  for (const o of orphans) bySalon.set(o.salonId, [...(bySalon.get(o.salonId) ?? []), o.id]);
  for (const [salonId, ids] of bySalon)
    await db
      .delete(appointments)
      .where(
        salonFilter(
          appointments,
          salonId,
          inArray(appointments.id, ids),
          eq(appointments.status, 'HELD'),
        ),
      );
}
