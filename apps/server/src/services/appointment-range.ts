// The appointments of a range of days, filtered as the calendar, the statistics and the
// appointment search ask: the SQL stays here, the routes pass plain values.
import { and, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import { escapeLike } from '../db/like.ts';
import { appointments, clients } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { findAppointments, selectAppointmentRows, toAppointments } from './appointments-read.ts';
import { pageOf } from './page.ts';
import { dbTime } from './time.ts';

export interface AppointmentRange {
  /** The first day, inclusive. */
  first: Temporal.PlainDate;
  /** The last day, inclusive. */
  last: Temporal.PlainDate;
  hairdresserId?: number | undefined;
  status?: Schemas['AppointmentStatus'] | undefined;
  source?: Schemas['AppointmentSource'] | undefined;
}

function rangeFilter(range: AppointmentRange): SQL | undefined {
  return and(
    gte(appointments.startAt, dbTime(`${range.first.toString()}T00:00`)),
    lt(appointments.startAt, dbTime(`${range.last.add({ days: 1 }).toString()}T00:00`)),
    range.hairdresserId === undefined
      ? undefined
      : eq(appointments.hairdresserId, range.hairdresserId),
    range.status === undefined ? undefined : eq(appointments.status, range.status),
    range.source === undefined ? undefined : eq(appointments.source, range.source),
  );
}

/** The salon's appointments that start in the range's days. */
export function appointmentsIn(
  db: Database,
  salonId: number,
  range: AppointmentRange,
): Promise<Schemas['Appointment'][]> {
  return findAppointments(db, salonId, rangeFilter(range));
}

/**
 * The client a `q` names: the name contains it (any case), or, with 3 digits or more, the
 * digits of the phone number contain its digits (so «347 123» finds +393471234567).
 */
function clientMatch(q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(clients.name, `%${escapeLike(text)}%`),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${clients.phoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/** One page of the range's appointments whose client `q` names, by start time then id. */
export async function searchAppointments(
  db: Database,
  salonId: number,
  range: AppointmentRange,
  q: string | undefined,
  page: number,
  size: number,
): Promise<Schemas['AppointmentPage']> {
  const where = and(rangeFilter(range), clientMatch(q));
  const [rows, [total]] = await Promise.all([
    selectAppointmentRows(db, salonId, where, size, undefined, page * size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(appointments)
      .innerJoin(clients, salonFilter(clients, salonId, eq(clients.id, appointments.clientId)))
      .where(salonFilter(appointments, salonId, where)),
  ]);
  const content = await toAppointments(db, salonId, rows);
  return pageOf(content, page, size, Number(total?.count ?? 0));
}
