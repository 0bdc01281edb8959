// The takings per salon day (issue #36, migration 0024, decision 0066): derived from receipts,
// their lines and refunds by the database's own triggers, never written by the application.
// «Statistiche» reads them instead of summing every receipt and line of a year.
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDay, ref } from './common.ts';
import { salonRef } from './tenancy.ts';

/** Cents summed by PostgreSQL can pass 2^31; read as numbers (safe up to 2^53). */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Per salon day: the receipts that count (not voided), their total, and the refunds made. */
export const takingsDays = pgTable(
  'takings_days',
  {
    salonId: salonRef(),
    day: calendarDay('day').notNull(),
    receipts: integer('receipts').notNull().default(0),
    soldCents: cents('sold_cents'),
    refundedCents: cents('refunded_cents'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.day] })],
);

/** Per salon day and (operator, category, service): lines sold and refunds, with their counts. */
export const takingsDayLines = pgTable(
  'takings_day_lines',
  {
    salonId: salonRef(),
    day: calendarDay('day').notNull(),
    hairdresserId: ref('hairdresser_id'),
    category: text('category'),
    serviceId: ref('service_id'),
    soldCents: cents('sold_cents'),
    soldLines: integer('sold_lines').notNull().default(0),
    refundedCents: cents('refunded_cents'),
    refunds: integer('refunds').notNull().default(0),
  },
  (t) => [
    // A missing operator, category or service is a key of its own (coalesce rather than NULLS
    // NOT DISTINCT: the same index on every PostgreSQL the server supports).
    uniqueIndex('takings_day_lines_key').on(
      t.salonId,
      t.day,
      sql`coalesce(${t.hairdresserId}, 0)`,
      sql`coalesce(${t.category}, '')`,
      sql`coalesce(${t.serviceId}, 0)`,
    ),
  ],
);
