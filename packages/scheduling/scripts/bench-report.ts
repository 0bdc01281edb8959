// Prints the mean time of the package's hot paths in plain lines. No assertion: a noisy, shared
// machine must never fail anything because of a timing. Run: node scripts/bench-report.ts
import { benchCases } from '../bench/cases.ts';

/** Warms up, then runs `fn` in 10 batches for about `budgetMs`; mean over all runs and median batch. */
function measure(
  fn: () => unknown,
  budgetMs = 1500,
): { mean: number; median: number; runs: number } {
  const warm = performance.now();
  let warmRuns = 0;
  while (performance.now() - warm < budgetMs / 5 || warmRuns < 5) {
    fn();
    warmRuns++;
  }
  const perBatch = Math.max(1, Math.round((warmRuns / (budgetMs / 5)) * (budgetMs / 10)));
  const batches: number[] = [];
  let total = 0;
  for (let b = 0; b < 10; b++) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) fn();
    const elapsed = performance.now() - start;
    total += elapsed;
    batches.push(elapsed / perBatch);
  }
  batches.sort((x, y) => x - y);
  return {
    mean: total / (perBatch * 10),
    median: ((batches[4] as number) + (batches[5] as number)) / 2,
    runs: perBatch * 10,
  };
}

for (const { name, run } of benchCases()) {
  const { mean, median, runs } = measure(run);
  console.log(
    `${name}: mean ${mean.toFixed(3)} ms (median batch ${median.toFixed(3)} ms, ${runs} runs)`,
  );
}
