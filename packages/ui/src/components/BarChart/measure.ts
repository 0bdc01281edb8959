import { formatEuro } from '@agendina/scheduling';

// What a chart's values measure, and how they read: the words of every chart of the kit.

/** Euro as integer cents, a count, or a share from 0 to 1. */
export const CHART_UNITS = ['euro', 'count', 'share'] as const;
export type ChartUnit = (typeof CHART_UNITS)[number];

const count = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });
const share = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });

/** "1.234,50 €" (formatEuro, the one way an amount is written), "1.234", "12,5%". */
export function formatMeasure(unit: ChartUnit, value: number): string {
  if (unit === 'euro') return formatEuro(value);
  if (unit === 'share') return share.format(value);
  return count.format(value);
}
