// Render benchmark of the heaviest screens, in headless Chromium over the built Storybook:
// the quick view with 30 operators x 7 days x 16 appointments (windowed, and with every one of its
// 210 columns drawn), and the day view with 20 operators. STORYBOOK_DIR names another build than
// storybook-static. Prints the median of 10 mounts (after 3 warm-ups). A report, never a pass/fail test:
// timings on a shared machine are noisy. Run: npm run bench:ui
import { benchCases, median, mountTimes, storybookDir, withBenchPage } from './bench-page.ts';

const RUNS = 10;
const WARMUP = 3;

await withBenchPage(storybookDir, async (page, open) => {
  for (const { id, label } of benchCases) {
    await open(id);
    const times = await mountTimes(page, RUNS, WARMUP);
    const cells = await page.evaluate(() => document.querySelectorAll('[role="gridcell"]').length);
    const blocks = await page.evaluate(() => document.querySelectorAll('[data-block]').length);
    console.log(
      `${label}: ${median(times).toFixed(1)} ms (mediana di ${RUNS}; min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; ${cells} celle, ${blocks} blocchi)`,
    );
  }
});
