// "Prenotazioni ricevute oggi" on the dashboard: the appointments created during the salon's day.
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { count } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { periodOf } from './cash/salon-day.ts';
import { today } from './time.ts';

/** How many appointments the salon received today (counted, not from the recent list). */
export async function bookingsReceivedToday(db: Database, salonId: number): Promise<number> {
  // The salon's day from midnight to midnight in its zone, as the cash desk cuts its days.
  const day = today(DEFAULT_TIME_ZONE).toString();
  const [row] = await db
    .select({ count: count() })
    .from(appointments)
    .where(salonFilter(appointments, salonId, periodOf(appointments.createdAt, day, day)));
  return row?.count ?? 0;
}
