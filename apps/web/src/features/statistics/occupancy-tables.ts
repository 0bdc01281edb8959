import type { components } from '@agendina/api';
import type { CategoryBarDatum } from '@agendina/ui';
import { difference, measure } from './figure-cell.ts';
import type { FigureTableData } from './FigureTable.tsx';

/** GET /statistics/occupancy's answer (openapi/paths/statistics.yaml). */
type OccupancyStatistics = components['schemas']['OccupancyStatistics'];
type Operator = OccupancyStatistics['current']['operators'][number];

const keyOf = (o: Operator) => String(o.hairdresserId ?? o.hairdresserName ?? '');

/** Each operator's occupancy now and in the period before (matched by id), for the chart. */
export function occupancyBars(stats: OccupancyStatistics): CategoryBarDatum[] {
  const before = new Map(stats.previous.operators.map((o) => [keyOf(o), o]));
  return stats.current.operators.map((o) => ({
    key: keyOf(o),
    label: o.hairdresserName ?? '',
    value: o.occupancyRate,
    previous: before.get(keyOf(o))?.occupancyRate,
  }));
}

/** The chart's figures with the minutes behind them. */
export function occupancyTable(stats: OccupancyStatistics): FigureTableData {
  const before = new Map(stats.previous.operators.map((o) => [keyOf(o), o]));
  return {
    caption: 'Occupazione per operatore',
    headers: [
      'Operatore',
      'Minuti prenotati',
      'Minuti di lavoro',
      'Occupazione (%)',
      'Occupazione nel periodo precedente (%)',
      'Differenza (punti percentuali)',
    ],
    rows: stats.current.operators.map((o) => {
      const previous = before.get(keyOf(o))?.occupancyRate;
      return {
        key: keyOf(o),
        cells: [
          o.hairdresserName ?? '',
          measure('count', o.bookedMinutes),
          measure('count', o.workingMinutes),
          measure('share', o.occupancyRate),
          previous === undefined ? null : measure('share', previous),
          difference('share', o.occupancyRate, previous),
        ],
      };
    }),
  };
}
