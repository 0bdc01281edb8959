// A visit as a reminder sees it (issue #19): a group of appointments, or one on its own, named
// `g:<group>` / `a:<id>`. What the client's link shows, and the two things an answer does:
// confirm every appointment of the visit, or cancel it (one function, so a cancellation reason
// can be added in one place).
import { asc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../../db/database.ts';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { selectAppointmentRows } from '../appointments-read.ts';
import type { AppointmentRow } from '../appointments-read.ts';
import type { Tx } from '../../db/transaction.ts';
import { localIso } from '../time.ts';

export type PublicReminder = Schemas['PublicReminder'];

/** The visit key of an appointment row: its group, or itself. */
export function visitOf(row: { id: number; groupId: string | null }): string {
  return row.groupId === null ? `a:${row.id}` : `g:${row.groupId}`;
}

/**
 * The appointments of a visit key. An appointment reminded on its own may have become a group
 * since (PUT /appointments/{id}/plan added services): `a:<id>` then names that whole group, so
 * the link already sent confirms or cancels the visit, not one of its services.
 */
export function visitWhere(visit: string): SQL {
  if (visit.startsWith('g:')) return eq(appointments.groupId, visit.slice(2));
  const id = Number(visit.slice(2));
  return or(
    eq(appointments.id, id),
    sql`${appointments.groupId} = (select s.group_id from appointments s where s.id = ${id})`,
  ) as SQL;
}

export interface Visit {
  visit: string;
  /** Its appointments, in the order they happen. */
  rows: AppointmentRow[];
  /** Its appointments that are not cancelled. */
  live: AppointmentRow[];
  /** Salon-local start of the first live appointment (of the first one when all are cancelled). */
  start: string;
  cancelled: boolean;
  /** Every live appointment is still BOOKED (nothing started, nothing closed). */
  booked: boolean;
  /** Every live appointment is an online request the salon has not answered yet. */
  requested: boolean;
  confirmed: boolean;
}

export async function loadVisit(
  db: Database | Tx,
  salonId: number,
  visit: string,
): Promise<Visit | null> {
  const rows = await selectAppointmentRows(db as Database, salonId, visitWhere(visit), undefined, [
    asc(appointments.startAt),
    asc(appointments.id),
  ]);
  const first = rows[0];
  if (first === undefined) return null;
  const live = rows.filter((r) => r.a.status !== 'CANCELLED');
  return {
    visit,
    rows,
    live,
    start: localIso((live[0] ?? first).a.startAt),
    cancelled: live.length === 0,
    booked: live.length > 0 && live.every((r) => r.a.status === 'BOOKED'),
    requested: live.length > 0 && live.every((r) => r.a.status === 'REQUESTED'),
    confirmed: live.length > 0 && live.every((r) => r.a.clientConfirmedAt !== null),
  };
}

/** The instant a salon-local wall-clock time happens, in epoch milliseconds. */
export function instantOf(local: string, timeZone: string): number {
  return Temporal.PlainDateTime.from(localIso(local)).toZonedDateTime(timeZone).epochMilliseconds;
}

/** What the link allows besides answering (link.ts decides it from the salon's online booking). */
export interface ChangeAllowed {
  beforeCutoff: boolean;
  canReschedule: boolean;
  changeUntil: string | null;
  /** The deposit paid for the visit (issue #35), and what cancelling gives back now. */
  deposit?: PublicReminder['deposit'] | undefined;
}

/** What the client's page shows; `open` says whether an answer would still be taken. */
export function publicView(
  salon: { name: string; phoneNumber: string | null; address: string | null },
  visit: Visit,
  open: boolean,
  change: ChangeAllowed,
): PublicReminder {
  const shown = visit.cancelled ? visit.rows : visit.live;
  const operator = (shown[0]?.hairdresserName ?? '').trim().split(/\s+/)[0] ?? '';
  const canAnswer = open && visit.booked && !visit.confirmed;
  const ends = shown.map((r) => localIso(r.a.endAt)).sort();
  return {
    salonName: salon.name,
    salonPhone: salon.phoneNumber,
    salonAddress: salon.address,
    dateTime: visit.start,
    endTime: ends.at(-1) ?? visit.start,
    services: shown.map((r) => r.a.serviceName),
    operatorName: operator,
    status: visit.cancelled
      ? 'CANCELLED'
      : visit.requested
        ? 'REQUESTED'
        : visit.confirmed
          ? 'CONFIRMED'
          : 'PENDING',
    canAnswer,
    canCancel: canAnswer && change.beforeCutoff,
    canReschedule: change.canReschedule,
    changeUntil: change.changeUntil,
    ...(change.deposit ? { deposit: change.deposit } : {}),
  };
}

/** The client confirmed: every booked appointment of the visit carries the moment. */
export async function confirmVisit(tx: Tx, salonId: number, visit: string, at: Date) {
  await tx
    .update(appointments)
    .set({ clientConfirmedAt: at })
    .where(
      salonFilter(appointments, salonId, visitWhere(visit), eq(appointments.status, 'BOOKED')),
    );
}

/**
 * The client cancelled through the link: the whole visit is CANCELLED (its slot is free again:
 * the no-double-booking constraint ignores cancelled rows) and the salon's data version moves
 * (the appointments' trigger), so the calendar shows it on its next refresh.
 */
export async function cancelVisitByClient(tx: Tx, salonId: number, visit: string) {
  await tx
    .update(appointments)
    .set({ status: 'CANCELLED' })
    .where(
      salonFilter(appointments, salonId, visitWhere(visit), eq(appointments.status, 'BOOKED')),
    );
}
