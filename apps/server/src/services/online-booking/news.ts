// The staff's news of online bookings (issue #34): the visits clients booked on the salon's page
// after an instant, so the app can say «Nuova prenotazione online» without the staff watching
// the calendar. One item per visit (a group's services together), still booked or waiting for
// the salon: a visit declined or cancelled meanwhile is no news any more.
import { FIRST_YEAR, LAST_YEAR } from '@agendina/scheduling';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appointments, clients } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { invalid } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { localIso } from '../time.ts';
import { visitKey } from '../visit-members.ts';

/** At most this many visits are listed; `count` says how many there are in all. */
export const NEWS_LIMIT = 20;

const NOT_AN_INSTANT =
  'Data e ora non valide: usa un istante con il fuso, es. 2026-11-19T09:30:00Z';

/**
 * `since` as a Date. The contract's format lets through texts no Date reads (a leap second) and
 * years PostgreSQL refuses (0000): those are the caller's mistake, a 400, not the database's.
 */
function instantOf(since: string): Date {
  const at = new Date(since);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < FIRST_YEAR || year > LAST_YEAR)
    throw invalid({ since: NOT_AN_INSTANT });
  return at;
}

/** The order of a visit's rows: its services in sequence, then by start. */
const inVisitOrder = sql`${appointments.serviceOrder} nulls first, ${appointments.startAt}, ${appointments.id}`;

/** Rows of the visits booked online after `since` that still stand (booked, or a request). */
function bookedOnlineAfter(since: string): SQL | undefined {
  const after = instantOf(since).toISOString();
  return and(
    eq(appointments.source, 'ONLINE'),
    inArray(appointments.status, ['BOOKED', 'REQUESTED']),
    // To the millisecond, as createdAt is sent: the newest item's createdAt sent back as `since`
    // must not list that item again (the column keeps microseconds).
    sql`date_trunc('milliseconds', ${appointments.createdAt}) > ${after}::timestamptz`,
  );
}

/** The salon's visits booked online after `since`, newest first, at most NEWS_LIMIT, and their count. */
export async function onlineNews(
  db: Database,
  salonId: number,
  since: string,
): Promise<Schemas['OnlineBookingNews']> {
  const createdAt = sql`max(${appointments.createdAt})`;
  const firstId = sql<number>`(array_agg(${appointments.id} order by ${inVisitOrder}))[1]`;
  const rows = await db
    .select({
      id: firstId,
      clientName: clients.name,
      services: sql<string[]>`array_agg(${appointments.serviceName} order by ${inVisitOrder})`,
      start: sql<string>`min(${appointments.startAt})::text`,
      status: sql<
        Schemas['AppointmentStatus']
      >`(array_agg(${appointments.status}::text order by ${inVisitOrder}))[1]`,
      // In the contract's form, cut to the millisecond as the filter below compares.
      createdAt: sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      // Counted over the visits before the limit (a window runs after the grouping).
      total: sql<number>`count(*) over ()`,
    })
    .from(appointments)
    .innerJoin(clients, salonFilter(clients, salonId, eq(clients.id, appointments.clientId)))
    .where(salonFilter(appointments, salonId, bookedOnlineAfter(since)))
    .groupBy(visitKey, clients.name)
    .orderBy(desc(createdAt), desc(firstId))
    .limit(NEWS_LIMIT);
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: Number(row.id),
      clientName: row.clientName,
      services: row.services,
      dateTime: localIso(row.start),
      status: row.status,
      createdAt: row.createdAt,
    })),
  };
}
