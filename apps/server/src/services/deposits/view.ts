// How a deposit reads (issue #35): on the staff's visit (Appointment.deposit) and client card
// (ClientDeposit), with what the policy the client accepted keeps now, and on the client's
// manage link (PublicReminder.deposit), with what a cancellation would give back.
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { policyKeepsCents, refundOnCancel } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments, clients, deposits, salons } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';
import { found } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { localIso, plainDateTime } from '../time.ts';
import { visitKeyOf } from './release.ts';
import { paidCents, refundableCents, summaryOf } from './row.ts';
import type { DepositRow } from './row.ts';

export type Deposit = Schemas['Deposit'];

/** What the policy needs to know of the deposit's visit now. */
export interface VisitNow {
  timeZone: string;
  /** The salon-local start of its first live appointment (null: all gone or cancelled). */
  start: string | null;
  noShow: boolean;
}

/** The visit starts within the cutoff the client accepted (or has started). */
function afterCutoff(row: DepositRow, visit: VisitNow): boolean {
  const summary = summaryOf(row);
  const start = visit.start ?? summary.dateTime;
  if (!start) return false;
  const startMs = plainDateTime(start).toZonedDateTime(visit.timeZone).epochMilliseconds;
  return Date.now() >= startMs - summary.cutoffHours * 3_600_000;
}

/** The contract's Deposit: what it is, what the policy keeps now, whether it can be refunded. */
export function depositView(row: DepositRow, visit: VisitNow): Deposit {
  const paid = paidCents(row);
  const keeps = policyKeepsCents(paid, summaryOf(row).keepPercent, {
    afterCutoff: afterCutoff(row, visit),
    noShow: visit.noShow,
  });
  return {
    id: row.id,
    amountCents: row.amountCents,
    state: row.state as Deposit['state'],
    provider: row.provider,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedCents: row.refundedCents,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    // Never more than is still held: after a refund nothing is kept.
    policyKeepsCents: Math.max(0, Math.min(keeps, paid - row.refundedCents)),
    canRefund: refundableCents(row) > 0 && row.receiptId === null,
    receiptId: row.receiptId,
  };
}

/** The deposit rows matching `where`, each with its visit now (start, no-show, time zone). */
async function depositsWhere(
  db: Database | Tx,
  salonId: number,
  where: SQL | undefined,
  limit = 500,
): Promise<{ row: DepositRow; visit: VisitNow }[]> {
  const mine = sql`a.salon_id = ${deposits.salonId} and (a.id = ${deposits.appointmentId} or a.group_id = ${deposits.groupId})`;
  const found = await db
    .select({
      row: deposits,
      timeZone: salons.timeZone,
      start: sql<
        string | null
      >`(select min(a.start_at)::text from ${appointments} a where ${mine} and a.status <> 'CANCELLED')`,
      noShow: sql<boolean>`exists (select 1 from ${appointments} a where ${mine} and a.status = 'NO_SHOW')`,
    })
    .from(deposits)
    .innerJoin(salons, eq(salons.id, deposits.salonId))
    .where(salonFilter(deposits, salonId, where))
    .orderBy(desc(deposits.id))
    .limit(limit);
  return found.map((f) => ({
    row: f.row,
    visit: {
      timeZone: f.timeZone,
      start: f.start === null ? null : localIso(f.start),
      noShow: f.noShow === true,
    },
  }));
}

/** One deposit of the salon as the staff see it (after a refund: what it is now). */
export async function depositById(
  db: Database | Tx,
  salonId: number,
  id: number,
): Promise<Deposit> {
  const [match] = await depositsWhere(db, salonId, eq(deposits.id, id), 1);
  const one = found(match, 'Acconto non trovato', 'DEPOSIT_NOT_FOUND');
  return depositView(one.row, one.visit);
}

/** The deposits of these appointments' visits, by visit key (`g:<group>`, `a:<id>`). */
export async function depositsOfVisits(
  db: Database | Tx,
  salonId: number,
  rows: readonly { id: number; groupId: string | null }[],
): Promise<Map<string, Deposit>> {
  const ids = rows.filter((r) => r.groupId === null).map((r) => r.id);
  const groups = [...new Set(rows.map((r) => r.groupId).filter((g): g is string => g !== null))];
  const byVisit = new Map<string, Deposit>();
  if (ids.length === 0 && groups.length === 0) return byVisit;
  const matches = await depositsWhere(
    db,
    salonId,
    or(
      ids.length > 0 ? inArray(deposits.appointmentId, ids) : undefined,
      groups.length > 0 ? inArray(deposits.groupId, groups) : undefined,
    ),
  );
  // Newest first: a visit keeps the deposit it was booked with last.
  for (const { row, visit } of matches) {
    const key = visitKeyOf(row);
    if (key !== null && !byVisit.has(key)) byVisit.set(key, depositView(row, visit));
  }
  return byVisit;
}

/**
 * Appointment.deposit on the appointments of a visit booked with one. Only a visit booked
 * online can have one: a calendar without such visits asks nothing more.
 */
export async function withDeposits<
  A extends {
    id: number;
    appointmentGroupId: string | null;
    source: string;
    deposit?: Deposit | null;
  },
>(db: Database, salonId: number, list: A[]): Promise<A[]> {
  const online = list.filter((a) => a.source === 'ONLINE');
  if (online.length === 0) return list;
  const byVisit = await depositsOfVisits(
    db,
    salonId,
    online.map((a) => ({ id: a.id, groupId: a.appointmentGroupId })),
  );
  if (byVisit.size === 0) return list;
  for (const a of online) {
    const deposit = byVisit.get(
      a.appointmentGroupId === null ? `a:${a.id}` : `g:${a.appointmentGroupId}`,
    );
    if (deposit) a.deposit = deposit;
  }
  return list;
}

/** GET /clients/{id}/deposits: the deposits the client paid, newest visit first (at most 100). */
export async function clientDeposits(
  db: Database,
  salonId: number,
  clientId: number,
): Promise<Schemas['ClientDeposit'][]> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(salonFilter(clients, salonId, eq(clients.id, clientId)));
  found(client, 'Cliente non trovato', 'CLIENT_NOT_FOUND');
  const paid = await depositsWhere(
    db,
    salonId,
    and(
      eq(deposits.clientId, clientId),
      isNotNull(deposits.paidAt),
      isNotNull(deposits.appointmentId),
    ),
    100,
  );
  return paid
    .map(({ row, visit }) => ({
      deposit: depositView(row, visit),
      appointmentId: row.appointmentId as number,
      dateTime: visit.start ?? summaryOf(row).dateTime,
      services: summaryOf(row).services.slice(0, 5),
    }))
    .sort((a, b) => b.dateTime.localeCompare(a.dateTime));
}

/** The deposit locked with a visit's rows (for the manage link), newest first; or none. */
export async function depositOfVisit(
  db: Database | Tx,
  salonId: number,
  rows: readonly { id: number; groupId: string | null }[],
): Promise<DepositRow | undefined> {
  const ids = rows.map((r) => r.id);
  const groups = [...new Set(rows.map((r) => r.groupId).filter((g): g is string => g !== null))];
  if (ids.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(deposits)
    .where(
      salonFilter(
        deposits,
        salonId,
        or(
          inArray(deposits.appointmentId, ids),
          groups.length > 0 ? inArray(deposits.groupId, groups) : undefined,
        ),
      ),
    )
    .orderBy(desc(deposits.id))
    .limit(1);
  return row;
}

/**
 * PublicReminder.deposit: what was paid and what a cancellation through the link gives back
 * now (all of it before the cutoff, less what the policy keeps after); null when nothing paid.
 */
export function publicDeposit(
  row: DepositRow | undefined,
  beforeCutoff: boolean,
): NonNullable<Schemas['PublicReminder']['deposit']> | null {
  if (!row || paidCents(row) === 0) return null;
  const paid = paidCents(row);
  const keepPercent = summaryOf(row).keepPercent;
  return {
    amountCents: paid,
    refundIfCancelledCents: Math.max(
      0,
      Math.min(refundOnCancel(paid, keepPercent, !beforeCutoff), paid - row.refundedCents),
    ),
    keepPercent,
  };
}
