import type { components } from '@agendina/api';
import { CATEGORY_LABELS_IT, type ServiceCategory } from '@agendina/scheduling';
import type { BarChartDatum, CategoryBarDatum } from '@agendina/ui';
import { difference, measure } from './figure-cell.ts';
import type { FigureTableData } from './FigureTable.tsx';
import { dayIt } from './statistics-period.ts';

/** GET /statistics/revenue's answer (openapi/paths/statistics.yaml). */
type RevenueStatistics = components['schemas']['RevenueStatistics'];

const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'UTC' });

/** "giovedì 19/11/2026": a day in the table. */
export const dayLabel = (date: string): string =>
  `${weekday.format(new Date(`${date}T00:00:00Z`))} ${dayIt(date)}`;

/** A service category in Italian; an unknown name as it is. */
export const categoryLabel = (category: string): string =>
  CATEGORY_LABELS_IT[category as ServiceCategory] ?? category;

/** The takings of each day, for the bar chart (the table beside it has the same days). */
export const revenueDayBars = (stats: RevenueStatistics): BarChartDatum[] =>
  stats.current.byDay.map((d) => ({
    key: d.date,
    label: dayLabel(d.date),
    tick: `${d.date.slice(8, 10)}/${d.date.slice(5, 7)}`,
    valueCents: d.totalCents,
  }));

export const revenueDayTable = (stats: RevenueStatistics): FigureTableData => ({
  caption: 'Incasso per giorno',
  headers: ['Giorno', 'Incasso (€)'],
  rows: stats.current.byDay.map((d) => ({
    key: d.date,
    cells: [dayLabel(d.date), measure('euro', d.totalCents)],
  })),
});

/** Rows by a key, now and before: what an operator or a category took in both periods. */
interface Named {
  key: string;
  label: string;
  totalCents: number;
}

const operatorsOf = (figures: RevenueStatistics['current']): Named[] =>
  figures.byOperator.map((o) => ({
    key: String(o.hairdresserId ?? 'senza-operatore'),
    label: o.hairdresserName,
    totalCents: o.totalCents,
  }));

const categoriesOf = (figures: RevenueStatistics['current']): Named[] =>
  figures.byCategory.map((c) => ({
    key: c.category,
    label: categoryLabel(c.category),
    totalCents: c.totalCents,
  }));

function bars(current: Named[], previous: Named[]): CategoryBarDatum[] {
  const before = new Map(previous.map((p) => [p.key, p.totalCents]));
  return current.map((c) => ({
    key: c.key,
    label: c.label,
    value: c.totalCents,
    // Not in the previous period's list: it took nothing then.
    previous: before.get(c.key) ?? 0,
  }));
}

function table(
  caption: string,
  first: string,
  current: Named[],
  previous: Named[],
): FigureTableData {
  const before = new Map(previous.map((p) => [p.key, p.totalCents]));
  return {
    caption,
    headers: [first, 'Incasso (€)', 'Incasso nel periodo precedente (€)', 'Differenza (€)'],
    rows: current.map((c) => {
      const then = before.get(c.key) ?? 0;
      return {
        key: c.key,
        cells: [
          c.label,
          measure('euro', c.totalCents),
          measure('euro', then),
          difference('euro', c.totalCents, then),
        ],
      };
    }),
  };
}

export const revenueOperatorBars = (stats: RevenueStatistics) =>
  bars(operatorsOf(stats.current), operatorsOf(stats.previous));

export const revenueOperatorTable = (stats: RevenueStatistics) =>
  table(
    'Incasso per operatore',
    'Operatore',
    operatorsOf(stats.current),
    operatorsOf(stats.previous),
  );

export const revenueCategoryBars = (stats: RevenueStatistics) =>
  bars(categoriesOf(stats.current), categoriesOf(stats.previous));

export const revenueCategoryTable = (stats: RevenueStatistics) =>
  table(
    'Incasso per categoria di servizio',
    'Categoria',
    categoriesOf(stats.current),
    categoriesOf(stats.previous),
  );
