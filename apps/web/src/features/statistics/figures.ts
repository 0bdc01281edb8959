import { formatMeasure, type ChartUnit } from '@agendina/ui';

// A figure against the previous period, in words: what every panel says beside its figures.

export type Trend = 'up' | 'down' | 'same';

export interface Comparison {
  trend: Trend;
  /** "in aumento di 120,00 € (+12%) rispetto al periodo precedente (1000,00 €)". */
  words: string;
}

const points = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

const trendWords: Readonly<Record<Trend, string>> = {
  up: 'in aumento',
  down: 'in calo',
  same: 'invariato',
};

/**
 * Which way a figure went since the previous period, by how much and what it was, in words
 * (never colour alone). A share moves by percentage points; an amount or a count also by its
 * percentage, when the previous period had any.
 */
export function comparisonOf(unit: ChartUnit, current: number, previous: number): Comparison {
  // Shares are compared in tenths of a point, so float noise is not a change.
  const delta =
    unit === 'share' ? Math.round((current - previous) * 1000) / 1000 : current - previous;
  const trend: Trend = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  const before = `rispetto al periodo precedente (${formatMeasure(unit, previous)})`;
  if (trend === 'same') return { trend, words: `${trendWords.same} ${before}` };
  const size = Math.abs(delta);
  const by =
    unit === 'share'
      ? `${points.format(size * 100)} ${size * 100 === 1 ? 'punto percentuale' : 'punti percentuali'}`
      : formatMeasure(unit, size);
  const percent =
    unit !== 'share' && previous > 0
      ? ` (${delta > 0 ? '+' : '−'}${points.format((size / previous) * 100)}%)`
      : '';
  return { trend, words: `${trendWords[trend]} di ${by}${percent} ${before}` };
}
