import { APPOINTMENT_NOT_FOUND } from '../domain/messages.ts';
import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import { parseActivePeriods } from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import { appointments, clients, hairdressers, services } from '../db/schema/index.ts';
import { found } from '../domain/errors.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { dbTime, localIso, salonNow } from './time.ts';
import { salonFilter } from '../db/tenant.ts';
import { withDeposits } from './deposits/view.ts';

export type Appointment = Schemas['Appointment'];

/** Appointments still to come (booked or in progress, not yet over) that match `which`. */
export function upcoming(which: SQL): SQL | undefined {
  return and(
    which,
    inArray(appointments.status, ['BOOKED', 'IN_PROGRESS']),
    gte(appointments.endAt, dbTime(salonNow())),
  );
}

/** True when the salon has an upcoming appointment that matches `which` (a client, a service). */
export async function hasUpcoming(db: Database, salonId: number, which: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(salonFilter(appointments, salonId, upcoming(which)))
    .limit(1);
  return row !== undefined;
}

export type AppointmentRow = {
  a: typeof appointments.$inferSelect;
  clientName: string;
  clientPhone: string | null;
  hairdresserName: string;
  hairdresserRole: 'HAIRDRESSER' | 'ASSISTANT';
  colorCode: string;
  category: Schemas['ServiceCategory'] | null;
};

interface GroupInfo {
  size: number;
  operators: number;
  serviceIds: number[];
}

/**
 * Every column of an appointment, then the joined ones, in the order of the row's JSON array. A
 * week of 2,000 appointments has 50,000 fields: PGlite's protocol parser copies and decodes each
 * one (about 60 % of a calendar read), so the database sends one JSON array per row instead and
 * the driver's JSON.parse does the rest (decision 0012).
 */
const appointmentColumns = Object.entries(getTableColumns(appointments));
const joinedColumns = Object.entries({
  clientName: clients.name,
  clientPhone: clients.phoneNumber,
  hairdresserName: hairdressers.name,
  hairdresserRole: hairdressers.role,
  colorCode: hairdressers.colorCode,
  category: services.category,
});

/** Column types whose JSON form is, or maps back to, what Drizzle returns for them. */
const JSON_SAFE = new Set([
  'PgBigInt53',
  'PgInteger',
  'PgText',
  'PgEnumColumn',
  'PgUUID',
  'PgBoolean',
  'PgTimestamp',
  'PgTimestampString',
]);
for (const [key, column] of [...appointmentColumns, ...joinedColumns])
  if (!JSON_SAFE.has(column.columnType))
    throw new Error(`appointments-read: ${key} (${column.columnType}) has no JSON mapping`);

const rowJson = sql<unknown[]>`json_build_array(${sql.join(
  [...appointmentColumns, ...joinedColumns].map(([, column]) => column),
  sql`, `,
)})`;

/**
 * A value of the JSON array → Drizzle's own form: wall-clock columns arrive as
 * `2026-03-12T09:30:00` (PostgreSQL's text is `2026-03-12 09:30:00`), instants as ISO text.
 */
function fromJson(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.columnType === 'PgTimestampString') return (value as string).replace('T', ' ');
  if (column.columnType === 'PgTimestamp') return new Date(value as string);
  return value;
}

function fromJsonRow(values: unknown[]): AppointmentRow {
  const a: Record<string, unknown> = {};
  const row: Record<string, unknown> = { a };
  appointmentColumns.forEach(([key, column], i) => {
    a[key] = fromJson(column, values[i]);
  });
  const offset = appointmentColumns.length;
  joinedColumns.forEach(([key, column], i) => {
    row[key] = fromJson(column, values[offset + i]);
  });
  return row as AppointmentRow;
}

/** Appointments of a salon matching `where`, by start time then id (a page: limit and offset). */
export async function selectAppointmentRows(
  db: Database,
  salonId: number,
  where: SQL | undefined,
  limit?: number,
  order: SQL[] = [asc(appointments.startAt), asc(appointments.id)],
  offset = 0,
): Promise<AppointmentRow[]> {
  const query = db
    .select({ row: rowJson })
    .from(appointments)
    .innerJoin(clients, salonFilter(clients, salonId, eq(clients.id, appointments.clientId)))
    .innerJoin(
      hairdressers,
      salonFilter(hairdressers, salonId, eq(hairdressers.id, appointments.hairdresserId)),
    )
    .leftJoin(services, salonFilter(services, salonId, eq(services.id, appointments.serviceId)))
    .where(salonFilter(appointments, salonId, where))
    .orderBy(...order);
  const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
  return rows.map((r) => fromJsonRow(r.row));
}

async function groupInfo(
  db: Database,
  salonId: number,
  rows: readonly AppointmentRow[],
): Promise<Map<string, GroupInfo>> {
  const ids = [...new Set(rows.map((r) => r.a.groupId).filter((g): g is string => g !== null))];
  const map = new Map<string, GroupInfo>();
  if (ids.length === 0) return map;
  const stats = await db
    .select({
      groupId: appointments.groupId,
      size: sql<number>`count(*)::int`,
      operators: sql<number>`count(distinct ${appointments.hairdresserId})::int`,
      serviceIds: sql<string>`string_agg(${appointments.serviceId}::text, ',' order by ${appointments.serviceOrder}, ${appointments.id})`,
    })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        inArray(appointments.groupId, ids),
        isNotNull(appointments.groupId),
      ),
    )
    .groupBy(appointments.groupId);
  for (const s of stats)
    map.set(s.groupId as string, {
      size: Number(s.size),
      operators: Number(s.operators),
      serviceIds: s.serviceIds.split(',').map(Number),
    });
  return map;
}

export function toAppointment(row: AppointmentRow, group: GroupInfo | undefined): Appointment {
  const a = row.a;
  const periods = parseActivePeriods(a.activePeriods);
  return {
    id: a.id,
    clientId: a.clientId,
    clientName: row.clientName,
    clientPhoneNumber: row.clientPhone,
    hairdresserId: a.hairdresserId,
    hairdresserName: row.hairdresserName,
    hairdresserRole: row.hairdresserRole,
    colorCode: row.colorCode,
    service: a.serviceName,
    serviceId: a.serviceId,
    serviceIds: group?.serviceIds ?? [a.serviceId],
    ...(row.category ? { serviceCategory: row.category } : {}),
    priceCents: a.priceCents,
    dateTime: localIso(a.startAt),
    endTime: localIso(a.endAt),
    durationMinutes: a.durationMinutes,
    notes: a.notes,
    status: a.status,
    source: a.source,
    createdAt: a.createdAt.toISOString(),
    appointmentGroupId: a.groupId,
    ...(a.groupId !== null && a.serviceOrder !== null ? { serviceOrder: a.serviceOrder } : {}),
    groupSize: group?.size ?? 1,
    isMultiOperator: (group?.operators ?? 1) > 1,
    activePeriods: periods,
    cancellationReason: a.cancellationReason,
    cancellationNote: a.cancellationNote,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    // Only when confirmed (issue #19): the calendar's payload stays as it was for the others.
    ...(a.clientConfirmedAt ? { clientConfirmedAt: a.clientConfirmedAt.toISOString() } : {}),
  };
}

/** Rows → API appointments with their group fields. */
export async function toAppointments(
  db: Database,
  salonId: number,
  rows: readonly AppointmentRow[],
): Promise<Appointment[]> {
  const groups = await groupInfo(db, salonId, rows);
  const list = rows.map((r) => toAppointment(r, r.a.groupId ? groups.get(r.a.groupId) : undefined));
  // A visit booked with a deposit carries it (issue #35): the detail, the card, the desk.
  return withDeposits(db, salonId, list);
}

export async function findAppointments(
  db: Database,
  salonId: number,
  where: SQL | undefined,
  limit?: number,
  order?: SQL[],
): Promise<Appointment[]> {
  return toAppointments(db, salonId, await selectAppointmentRows(db, salonId, where, limit, order));
}

/** One appointment, with `groupAppointments` when it belongs to a group. */
export async function getAppointment(
  db: Database,
  salonId: number,
  id: number,
): Promise<Appointment> {
  const [one] = await findAppointments(db, salonId, eq(appointments.id, id));
  const appointment = found(one, ...APPOINTMENT_NOT_FOUND);
  if (appointment.appointmentGroupId) {
    appointment.groupAppointments = await getGroup(db, salonId, appointment.appointmentGroupId);
  }
  return appointment;
}

/** Every appointment of a group by serviceOrder; 404 when the group has none in this salon. */
export async function getGroup(
  db: Database,
  salonId: number,
  groupId: string,
): Promise<Appointment[]> {
  const list = await findAppointments(db, salonId, eq(appointments.groupId, groupId), undefined, [
    asc(appointments.serviceOrder),
    asc(appointments.startAt),
    asc(appointments.id),
  ]);
  if (list.length === 0) found(null, 'Gruppo di appuntamenti non trovato', 'GROUP_NOT_FOUND');
  return list;
}
