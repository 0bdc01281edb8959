// The takings per salon day that the database keeps (migration 0024, decision 0066): after the
// statistics history (receipts moved to other days, a void through the API, a refund moved to
// another day) the rows the triggers wrote are exactly the ones takings_rebuild() computes from
// the ledgers, and the salon day is DEFAULT_TIME_ZONE's.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { sqlRows } from './test-support/sql-rows.ts';
import { statisticsSuite } from './test-support/statistics-history.ts';

const suite = statisticsSuite();

/** Both tables' rows in one order, amounts as text (bigint). */
async function rollup() {
  const days = await sqlRows<Record<string, unknown>>(
    suite.h.db,
    sql`select salon_id::text, day::text, receipts, sold_cents::text, refunded_cents::text
        from takings_days order by 1, 2`,
  );
  const lines = await sqlRows(
    suite.h.db,
    sql`select salon_id::text, day::text, hairdresser_id::text, category, service_id::text,
          sold_cents::text, sold_lines, refunded_cents::text, refunds
        from takings_day_lines
        where sold_lines <> 0 or refunds <> 0 or sold_cents <> 0 or refunded_cents <> 0
        order by 1, 2, 3, 4, 5`,
  );
  return { days: days.filter((d) => JSON.stringify(d) !== JSON.stringify(zeroDay(d))), lines };
}

/** A day whose receipts were all voided keeps a row of zeros; a rebuild has none. */
const zeroDay = (d: Record<string, unknown>) => ({
  ...d,
  receipts: 0,
  sold_cents: '0',
  refunded_cents: '0',
});

describe('the takings per salon day', () => {
  it('are what a rebuild from the receipts and refunds gives, voids and moves included', async () => {
    const kept = await rollup();
    expect(kept.days.some((d) => d['refunded_cents'] !== '0')).toBe(true);
    expect(kept.lines.length).toBeGreaterThan(4);
    await suite.h.db.execute(sql`select takings_rebuild()`);
    expect(await rollup()).toEqual(kept);
  });

  it('count an instant on the salon’s day (DEFAULT_TIME_ZONE), not UTC’s', async () => {
    const instants = ['2026-03-28T23:30:00Z', '2026-03-29T22:30:00Z', '2026-10-24T21:59:00Z'];
    for (const at of instants) {
      const [row] = await sqlRows<{ day: string }>(
        suite.h.db,
        sql`select takings_day(${at}::timestamptz)::text as day`,
      );
      const salonDay = Temporal.Instant.from(at).toZonedDateTimeISO(DEFAULT_TIME_ZONE);
      expect(row?.day).toBe(salonDay.toPlainDate().toString());
    }
  });
});
