// Prints the mean time of the package's hot paths in plain lines. No assertion: a noisy, shared
// machine must never fail anything because of a timing. Run: node scripts/bench-report.ts
import {
  buildTimeline,
  confirmationChecks,
  layoutCalendar,
  normaliseAppointments,
} from '../src/index.ts';
import {
  GRID,
  normalisedWeek,
  OPERATOR_IDS,
  OPERATORS,
  rawWeek,
  SERVICES,
  TEN_BLOCKS,
  VISIT_START,
  WEEK_START,
} from '../bench/fixtures.ts';

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

const week = normalisedWeek();
const raw = rawWeek();
const rows: [string, () => unknown][] = [
  [
    'layout of 5,000 appointments, 30 operators, 7 days (target < 10 ms)',
    () =>
      layoutCalendar(week, {
        firstDay: WEEK_START,
        days: 7,
        operatorIds: OPERATOR_IDS,
        bounds: GRID,
        slotHeight: 24,
      }),
  ],
  [
    'checks of a 10-block visit (timeline + confirmation checks)',
    () =>
      confirmationChecks(
        buildTimeline({
          start: VISIT_START,
          blocks: TEN_BLOCKS,
          services: SERVICES,
          operators: OPERATORS,
        }),
      ),
  ],
  ['normalise 5,000 raw appointments (once per fetch)', () => normaliseAppointments(raw)],
];

for (const [name, fn] of rows) {
  const { mean, median, runs } = measure(fn);
  console.log(
    `${name}: mean ${mean.toFixed(3)} ms (median batch ${median.toFixed(3)} ms, ${runs} runs)`,
  );
}
