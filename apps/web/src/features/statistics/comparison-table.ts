import type { ChartUnit } from '@agendina/ui';
import { difference, measure } from './figure-cell.ts';
import type { FigureTableData } from './FigureTable.tsx';

/** One figure of a panel now and in the period before ("Clienti nuovi", 24, 19). */
export interface ComparedFigure {
  key: string;
  name: string;
  unit: ChartUnit;
  current: number;
  previous: number;
}

/**
 * A table of a panel's figures, one per row, against the previous period: a panel whose
 * figures mix counts and shares (clients, cancellations) reads them this way, each in its unit.
 */
export const comparisonTable = (
  caption: string,
  first: string,
  figures: readonly ComparedFigure[],
): FigureTableData => ({
  caption,
  headers: [first, 'Periodo scelto', 'Periodo precedente', 'Differenza'],
  rows: figures.map((f) => ({
    key: f.key,
    cells: [
      f.name,
      measure(f.unit, f.current),
      measure(f.unit, f.previous),
      difference(f.unit, f.current, f.previous),
    ],
  })),
});
