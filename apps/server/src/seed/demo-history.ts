// A demo salon's weeks, replayed in the order things happened: the bookings and their reminders,
// then the warehouse's loads, orders and use and, where the salon has the digital cash, each day
// at the desk (demo-desk-days.ts), interleaved by the moment each happened.
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import { seedBookings } from './demo-bookings.ts';
import type { SeededSalon } from './demo-catalog.ts';
import type { DemoNow } from './demo-clock.ts';
import { deskDays } from './demo-desk-days.ts';
import type { Random } from './demo-random.ts';
import { seedReminders } from './demo-reminders.ts';
import { warehouseHistory } from './demo-warehouse-history.ts';
import type { TimedEvent, WarehouseHistory } from './demo-warehouse-history.ts';
import type { DemoStock } from './demo-warehouse.ts';

export interface HistoryInput {
  db: Database;
  s: SeededSalon;
  businessType: Parameters<typeof warehouseHistory>[0]['type'];
  cash: boolean;
  stock: DemoStock | null;
  rnd: Random;
  now: DemoNow;
}

/** Runs the events in the order they happened (at the same moment, in the order given). */
async function replay(events: readonly TimedEvent[]): Promise<void> {
  const ordered = events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.i - b.i);
  for (const { event } of ordered) await event.run();
}

export async function seedHistory(input: HistoryInput): Promise<void> {
  const { db, s, cash, stock, rnd, now } = input;
  const visits = await seedBookings(db, s, rnd, cash, now);
  await seedReminders(db, s, visits);
  const openDays = [
    ...new Set(visits.filter((v) => v.start < now.todayStart).map((v) => v.day.toString())),
  ].map((d) => Temporal.PlainDate.from(d));
  const warehouse: WarehouseHistory = stock
    ? warehouseHistory({
        db,
        salonId: s.salonId,
        userId: s.ownerId,
        stock,
        type: input.businessType,
        openDays,
        now,
        rnd,
        desk: cash,
      })
    : { events: [], sold: new Map() };
  const desk = cash ? deskDays(input, visits, warehouse.sold) : null;
  await replay([...warehouse.events, ...(desk?.events ?? [])]);
  await desk?.finish();
}
