// "Prenotazioni ricevute oggi" on the dashboard: the appointments created during the salon's day.
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { count, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { today } from './time.ts';

/** The instants the salon's current day starts and ends (midnights in its time zone, DST-aware). */
function salonDayBounds(timeZone = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  const day = today(timeZone);
  const midnight = (d: typeof day) =>
    new Date(d.toZonedDateTime({ timeZone }).toInstant().epochMilliseconds);
  return { start: midnight(day), end: midnight(day.add({ days: 1 })) };
}

/** How many appointments the salon received today (counted, not from the recent list). */
export async function bookingsReceivedToday(db: Database, salonId: number): Promise<number> {
  const { start, end } = salonDayBounds();
  const [row] = await db
    .select({ count: count() })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        gte(appointments.createdAt, start),
        lt(appointments.createdAt, end),
      ),
    );
  return row?.count ?? 0;
}
