import type { ChartUnit } from '@agendina/ui';
import type { ComparedFigure } from './comparison-table.ts';

/** The figures of a panel's answer: the chosen period and the one before, field by field. */
export interface PeriodFigures<F extends string> {
  current: Readonly<Record<F, number>>;
  previous: Readonly<Record<F, number>>;
}

/** One field of both periods as a compared figure with its name and unit (keyed by the field). */
export const figureOf = <F extends string>(
  stats: PeriodFigures<F>,
  field: F,
  name: string,
  unit: ChartUnit,
): ComparedFigure => ({
  key: field,
  name,
  unit,
  current: stats.current[field],
  previous: stats.previous[field],
});
