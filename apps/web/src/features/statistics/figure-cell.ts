import { formatMeasure, type ChartUnit } from '@agendina/ui';

/**
 * A cell of a statistics table, kept as data so the screen and the CSV write it each their own
 * way: a text, a measure (euro in integer cents, a count, a share from 0 to 1), a difference
 * from the previous period (`signed`; a share's difference is in percentage points), or null
 * for nothing to compare with.
 */
export type FigureCell = string | { unit: ChartUnit; value: number; signed?: boolean } | null;

const points = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** The cell as the screen shows it: "1.234,50 €", "+7 punti", "—" for nothing. */
export function cellText(cell: FigureCell): string {
  if (cell === null) return '—';
  if (typeof cell === 'string') return cell;
  if (!cell.signed) return formatMeasure(cell.unit, cell.value);
  const sign = cell.value > 0 ? '+' : cell.value < 0 ? '−' : '';
  const size = Math.abs(cell.value);
  if (cell.unit !== 'share') return `${sign}${formatMeasure(cell.unit, size)}`;
  const tenths = Math.round(size * 1000) / 10;
  return `${sign}${points.format(tenths)} ${tenths === 1 ? 'punto' : 'punti'}`;
}

/** A measure. */
export const measure = (unit: ChartUnit, value: number): FigureCell => ({ unit, value });

/** The difference from the previous period, or null when there was no previous figure. */
export const difference = (
  unit: ChartUnit,
  current: number,
  previous: number | undefined,
): FigureCell =>
  previous === undefined ? null : { unit, value: current - previous, signed: true };
