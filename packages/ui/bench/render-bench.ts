// Render benchmark of the heaviest screens, in headless Chromium over the built Storybook:
// the quick view with 30 operators x 7 days x 16 appointments, and the day view with 20
// operators. Prints the median of 10 mounts (after 3 warm-ups). A report, never a pass/fail test:
// timings on a shared machine are noisy. Run: npm run bench:ui
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { startStaticServer } from '../../../tests/visual/serve.ts';

const RUNS = 10;
const WARMUP = 3;

const cases = [
  {
    id: 'calendario-quickview--benchmark-30-operatori',
    label: 'QuickView mount (30 operatori x 7 giorni x 16 appuntamenti)',
  },
  {
    id: 'calendario-calendargrid--benchmark-20-operatori',
    label: 'Vista giorno mount (20 operatori x 10 appuntamenti)',
  },
] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

if (!existsSync('storybook-static/index.json')) {
  console.error('Manca storybook-static/: esegui prima npm run build-storybook');
  process.exit(1);
}

const { server, url } = await startStaticServer('storybook-static');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (const { id, label } of cases) {
    await page.goto(`${url}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForFunction(() => window.__agendinaBench !== undefined, undefined, {
      timeout: 60_000,
    });
    const times = await page.evaluate(
      ({ runs, warmup }) => {
        const bench = window.__agendinaBench as { mount: () => number };
        for (let i = 0; i < warmup; i++) bench.mount();
        return Array.from({ length: runs }, () => bench.mount());
      },
      { runs: RUNS, warmup: WARMUP },
    );
    const cells = await page.evaluate(() => document.querySelectorAll('[role="gridcell"]').length);
    const blocks = await page.evaluate(() => document.querySelectorAll('[data-block]').length);
    console.log(
      `${label}: ${median(times).toFixed(1)} ms (mediana di ${RUNS}; min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; ${cells} celle, ${blocks} blocchi)`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
