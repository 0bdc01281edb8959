import { CategoryBarChart, type CategoryBarChartProps, type CategoryBarDatum } from '@agendina/ui';
import type { ComparedFigure } from './comparison-table.ts';
import { FigureTable, type FigureTableData, type FigureTableProps } from './FigureTable.tsx';
import * as styles from './statistics.css.ts';

export interface ChartPairProps {
  chart: CategoryBarChartProps;
  /** The same figures as a table, with its CSV export. */
  table: FigureTableData;
  period: FigureTableProps['period'];
}

/** A panel's bar chart with its table beside it (below it on a phone). */
export function ChartPair({ chart, table, period }: ChartPairProps) {
  return (
    <div className={styles.pair}>
      <CategoryBarChart {...chart} />
      <FigureTable {...table} period={period} />
    </div>
  );
}

/** The bars of compared figures: each figure's name, its value and the previous period's. */
export const barsOf = (figures: readonly ComparedFigure[]): CategoryBarDatum[] =>
  figures.map((f) => ({ key: f.key, label: f.name, value: f.current, previous: f.previous }));
