// The revenue panel (issue #36): the takings of both periods (takings.ts, the cash report's
// definition), total, by day, by operator and by service category, in integer cents.
import type { Database } from '../../db/database.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { both, periodsView } from './period.ts';
import type { Periods } from './period.ts';
import { takings } from './takings.ts';

/** Highest total first; equal totals by name (Italian collation), as the cash report orders them. */
const byTotalThen =
  <T extends { totalCents: number }>(name: (entry: T) => string) =>
  (a: T, b: T) =>
    b.totalCents - a.totalCents || name(a).localeCompare(name(b), 'it');

function add<K>(map: Map<K, number>, key: K, cents: number) {
  map.set(key, (map.get(key) ?? 0) + cents);
}

export async function revenueStatistics(
  db: Database,
  salonId: number,
  periods: Periods,
): Promise<Schemas['RevenueStatistics']> {
  const t = await takings(db, salonId, periods, { byDay: true });
  return {
    ...periodsView(periods),
    ...both((w): Schemas['RevenueFigures'] => {
      const day = new Map<string, number>();
      for (const d of t.days) if (d.which === w) add(day, d.day, d.totalCents);
      for (const r of t.refundDays) if (r.which === w) add(day, r.day, -r.amountCents);
      const operator = new Map<number | null, number>();
      const names = new Map<number | null, string>([[null, 'Senza operatore']]);
      const category = new Map<string, number>();
      for (const l of t.lines) {
        const cents = l[w];
        if (cents === null) continue;
        add(operator, l.hairdresserId, cents);
        if (l.hairdresserId !== null)
          names.set(l.hairdresserId, t.names.get(l.hairdresserId) ?? 'Operatore');
        add(category, l.category ?? 'ALTRO', cents);
      }
      const mine = t.days.filter((d) => d.which === w);
      const refundedCents = t.refundDays
        .filter((r) => r.which === w)
        .reduce((s, r) => s + r.amountCents, 0);
      return {
        receipts: mine.reduce((s, d) => s + d.receipts, 0),
        refundedCents,
        totalCents: mine.reduce((s, d) => s + d.totalCents, 0) - refundedCents,
        byDay: periods[w].days.map((d) => {
          const date = d.toString();
          return { date, totalCents: day.get(date) ?? 0 };
        }),
        byOperator: [...operator]
          .map(([hairdresserId, totalCents]) => ({
            hairdresserId,
            hairdresserName: names.get(hairdresserId) ?? 'Operatore',
            totalCents,
          }))
          .sort(byTotalThen((o) => o.hairdresserName)),
        byCategory: [...category]
          .map(([c, totalCents]) => ({ category: c, totalCents }))
          .sort(byTotalThen((c) => c.category)),
      };
    }),
  };
}
