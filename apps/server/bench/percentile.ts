/** The p-th percentile of ascending `sorted` timings (nearest rank), for the printed benchmarks. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
