// The takings of both periods from the cash desk's receipts, defined as the cash report
// (services/cash/report.ts) defines them: a sale on the salon day it was issued, voided
// receipts never, a refund (negative) on the day it was made, on its line's operator, category
// and service. Read from the per-day sums the database keeps as receipts and refunds are
// written (migration 0024, decision 0066): a year is a few hundred rows per key, not every
// receipt and line.
import { between, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { hairdressers, takingsDayLines, takingsDays } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { both } from './period.ts';
import type { Periods, Which } from './period.ts';

/** Sales less refunds of one (operator, category, service) in each period; null: none there. */
export interface LineTakings {
  hairdresserId: number | null;
  category: string | null;
  serviceId: number | null;
  current: number | null;
  previous: number | null;
}

export interface Takings {
  /** Sales per salon day (receipts issued and not voided); none unless asked `byDay`. */
  days: { which: Which; day: string; receipts: number; totalCents: number }[];
  /** Refunds per salon day, positive; none unless asked `byDay`. */
  refundDays: { which: Which; day: string; amountCents: number }[];
  /** Sales less refunds, per operator, category and service. */
  lines: LineTakings[];
  /** The salon's operators' names (archived ones too: their sales stay theirs). */
  names: Map<number, string>;
}

/** The salon days of both periods. */
const inBoth = (day: AnyPgColumn, periods: Periods) =>
  between(day, periods.previous.first.toString(), periods.current.last.toString());

export async function takings(
  db: Database,
  salonId: number,
  periods: Periods,
  options: { byDay: boolean },
): Promise<Takings> {
  const currentFrom = periods.current.first.toString();
  const which = (day: string): Which => (day >= currentFrom ? 'current' : 'previous');
  const inPeriod = (w: Which): SQL =>
    w === 'current'
      ? sql`${takingsDayLines.day} >= ${currentFrom}`
      : sql`${takingsDayLines.day} < ${currentFrom}`;
  const [days, lines, names] = await Promise.all([
    options.byDay
      ? db
          .select({
            day: sql<string>`to_char(${takingsDays.day}, 'YYYY-MM-DD')`,
            receipts: takingsDays.receipts,
            soldCents: takingsDays.soldCents,
            refundedCents: takingsDays.refundedCents,
          })
          .from(takingsDays)
          .where(salonFilter(takingsDays, salonId, inBoth(takingsDays.day, periods)))
      : [],
    db
      .select({
        hairdresserId: takingsDayLines.hairdresserId,
        category: takingsDayLines.category,
        serviceId: takingsDayLines.serviceId,
        ...both((w) => {
          const mine = inPeriod(w);
          return {
            cents:
              sql<number>`coalesce(sum(${takingsDayLines.soldCents} - ${takingsDayLines.refundedCents}) filter (where ${mine}), 0)`.mapWith(
                Number,
              ),
            // Lines sold (less those voided) and refunds: a key shows in a period where it has any.
            entries:
              sql<number>`coalesce(sum(${takingsDayLines.soldLines} + ${takingsDayLines.refunds}) filter (where ${mine}), 0)`.mapWith(
                Number,
              ),
          };
        }),
      })
      .from(takingsDayLines)
      .where(salonFilter(takingsDayLines, salonId, inBoth(takingsDayLines.day, periods)))
      .groupBy(takingsDayLines.hairdresserId, takingsDayLines.category, takingsDayLines.serviceId),
    db
      .select({ id: hairdressers.id, name: hairdressers.name })
      .from(hairdressers)
      .where(salonFilter(hairdressers, salonId)),
  ]);
  return {
    days: days
      .filter((d) => d.receipts !== 0)
      .map((d) => ({
        which: which(d.day),
        day: d.day,
        receipts: d.receipts,
        totalCents: d.soldCents,
      })),
    refundDays: days
      .filter((d) => d.refundedCents !== 0)
      .map((d) => ({ which: which(d.day), day: d.day, amountCents: d.refundedCents })),
    lines: lines.map((l) => ({
      hairdresserId: l.hairdresserId,
      category: l.category,
      serviceId: l.serviceId,
      ...both((w) => (l[w].entries > 0 ? l[w].cents : null)),
    })),
    names: new Map(names.map((n) => [n.id, n.name])),
  };
}
