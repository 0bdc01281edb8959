// The pure part of BarChart: which days get a label under the axis and how the axis reads.

/** The most labels the category axis shows: past this, every n-th bar is labelled. */
export const MAX_CATEGORY_TICKS = 12;

/** The keys that get a label under the axis: all of them, or evenly spaced ones, first included. */
export function categoryTicks(keys: readonly string[], max = MAX_CATEGORY_TICKS): string[] {
  const step = Math.max(1, Math.ceil(keys.length / max));
  return keys.filter((_, index) => index % step === 0);
}

const wholeEuro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** "1.200 €": an axis tick of an amount in cents, without the cents (the table has them). */
export const euroTick = (cents: number): string => wholeEuro.format(cents / 100);
