// The salon's deposit rules (issue #35, MODULES.md «Acconti»): one per service bookable online,
// who pays them, and what a late cancellation keeps. Stored in online_booking_deposits and the
// settings row; read by the settings, the booking page and the booking itself.
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  DEPOSIT_MESSAGES,
  depositApplies,
  depositRuleProblem,
  visitDepositCents,
} from '@agendina/scheduling';
import type { ClientRecord, DepositAudience, DepositRule } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments, onlineBookingDeposits } from '../../db/schema/index.ts';
import type { onlineBookingSettings } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';
import { invalid } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';

export type DepositSettings = Schemas['DepositSettings'];
type SettingsRow = Pick<
  typeof onlineBookingSettings.$inferSelect,
  'depositAudience' | 'depositMinNoShows' | 'depositKeepPercent'
>;

/** Off: no rule, every client, one no-show, the whole deposit kept (the contract's defaults). */
export const DEPOSIT_DEFAULTS = { audience: 'ALL', minNoShows: 1, keepPercent: 100 } as const;

/** The salon's rules, by service id. */
export async function depositRulesOf(db: Database | Tx, salonId: number): Promise<DepositRule[]> {
  const rows = await db
    .select()
    .from(onlineBookingDeposits)
    .where(salonFilter(onlineBookingDeposits, salonId))
    .orderBy(onlineBookingDeposits.serviceId);
  return rows.map((r) => ({ serviceId: r.serviceId, kind: r.kind, amount: r.amount }));
}

/** The settings' `deposits` of a stored row (the defaults without one). */
export function depositSettingsOf(
  row: SettingsRow | undefined,
  rules: DepositRule[],
): DepositSettings {
  return {
    rules: rules.map((r) => ({ serviceId: r.serviceId, kind: r.kind, amount: r.amount })),
    audience: row?.depositAudience ?? DEPOSIT_DEFAULTS.audience,
    minNoShows: row?.depositMinNoShows ?? DEPOSIT_DEFAULTS.minNoShows,
    keepPercent: row?.depositKeepPercent ?? DEPOSIT_DEFAULTS.keepPercent,
  };
}

/**
 * The field-by-field problems of the rules a salon saves (400 with the Italian message under
 * `deposits.rules.<i>.<field>`): an amount out of range, a service twice, a service that the
 * page does not offer.
 */
export function assertDepositRules(rules: readonly DepositRule[], bookable: readonly number[]) {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  rules.forEach((rule, i) => {
    const problem = depositRuleProblem(rule);
    if (problem) errors[`deposits.rules.${i}.amount`] = problem;
    if (seen.has(rule.serviceId))
      errors[`deposits.rules.${i}.serviceId`] = DEPOSIT_MESSAGES.duplicate;
    else if (!bookable.includes(rule.serviceId))
      errors[`deposits.rules.${i}.serviceId`] = DEPOSIT_MESSAGES.notBookable;
    seen.add(rule.serviceId);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors)[0]);
}

/** The settings columns of `deposits`, for the settings row's insert and update. */
export const depositColumns = (deposits: DepositSettings) => ({
  depositAudience: deposits.audience,
  depositMinNoShows: deposits.minNoShows,
  depositKeepPercent: deposits.keepPercent,
});

/**
 * Replaces the salon's rules, in the settings' transaction. Rules of services the page no longer
 * offers go (they could never apply, and would make the next save fail).
 */
export async function writeDepositRules(
  tx: Tx,
  salonId: number,
  rules: readonly DepositRule[],
  bookable: readonly number[],
): Promise<void> {
  await tx.delete(onlineBookingDeposits).where(salonFilter(onlineBookingDeposits, salonId));
  const kept = rules.filter((r) => bookable.includes(r.serviceId));
  if (kept.length > 0)
    await tx
      .insert(onlineBookingDeposits)
      .values(
        kept.map((r) => owned(salonId, { serviceId: r.serviceId, kind: r.kind, amount: r.amount })),
      );
}

/**
 * What the salon knows of a client when the phone is verified: visits booked before (any status
 * but cancelled; a hold is not a visit yet) and no-shows, one per visit (a group counts once).
 */
export async function clientRecordOf(
  db: Database,
  salonId: number,
  clientId: number,
): Promise<ClientRecord> {
  const visit = sql`coalesce(${appointments.groupId}::text, ${appointments.id}::text)`;
  const [row] = await db
    .select({
      visits: sql<number>`count(distinct ${visit}) filter (where ${appointments.status} not in ('CANCELLED', 'HELD'))::int`,
      noShows: sql<number>`count(distinct ${visit}) filter (where ${appointments.status} = 'NO_SHOW')::int`,
    })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        and(eq(appointments.clientId, clientId), ne(appointments.status, 'CANCELLED')),
      ),
    );
  return { visits: Number(row?.visits ?? 0), noShows: Number(row?.noShows ?? 0) };
}

/** The settings a visit's deposit is decided by (the salon's stored row). */
export interface DepositPolicy {
  rules: readonly DepositRule[];
  audience: DepositAudience;
  minNoShows: number;
}

/**
 * The deposit this client pays for these services at their catalogue prices: 0 when no rule
 * asks one or the audience spares the client.
 */
export async function depositFor(
  db: Database,
  salonId: number,
  policy: DepositPolicy,
  clientId: number,
  services: readonly { id: number; priceCents: number }[],
): Promise<number> {
  const cents = visitDepositCents(policy.rules, services);
  if (cents === 0) return 0;
  const record = await clientRecordOf(db, salonId, clientId);
  return depositApplies(policy.audience, policy.minNoShows, record) ? cents : 0;
}
