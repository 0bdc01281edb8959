// What the render benchmark and its profiler share: the benchmark stories, and a headless
// Chromium page on the built Storybook with a story's MountBench ready.
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { startStaticServer } from '../../../tests/visual/serve.ts';
// storybook-static, or STORYBOOK_DIR (a build of one's own), as the visual run reads it.
export { storybookDir } from '../../../tests/visual/stories.ts';
// Types only: window.__agendinaBench, declared where <MountBench> sets it.
import type {} from '../src/testing/MountBench.tsx';

export const benchCases = [
  {
    id: 'calendario-quickview-benchmark--trenta-operatori',
    label: 'QuickView mount (30 operatori x 7 giorni x 16 appuntamenti)',
  },
  {
    id: 'calendario-quickview-benchmark--trenta-operatori-tutte-le-colonne',
    label: 'QuickView mount senza finestra (tutte le 210 colonne, 3.360 appuntamenti)',
  },
  {
    id: 'calendario-calendargrid--benchmark-20-operatori',
    label: 'Vista giorno mount (20 operatori x 10 appuntamenti)',
  },
] as const;

export type BenchCase = (typeof benchCases)[number];

/**
 * Serves `dir` (a built Storybook), opens one page at 1280 x 800 and gives `run` a way to open a
 * benchmark story on it; closes everything afterwards.
 */
export async function withBenchPage(
  dir: string,
  run: (page: Page, open: (id: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  if (!existsSync(`${dir}/index.json`)) {
    console.error(`Manca ${dir}/: esegui prima npm run build-storybook`);
    process.exit(1);
  }
  const { server, url } = await startStaticServer(dir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await run(page, async (id) => {
      await page.goto(`${url}/iframe.html?id=${id}&viewMode=story`);
      await page.waitForFunction(() => window.__agendinaBench !== undefined, undefined, {
        timeout: 60_000,
      });
    });
  } finally {
    await browser.close();
    server.close();
  }
}

/** Runs `warmup` then `runs` mounts in the page; the ms of each measured one. */
export function mountTimes(page: Page, runs: number, warmup: number): Promise<number[]> {
  return page.evaluate(
    ({ runs, warmup }) => {
      const bench = window.__agendinaBench as { mount: () => number };
      for (let i = 0; i < warmup; i++) bench.mount();
      return Array.from({ length: runs }, () => bench.mount());
    },
    { runs, warmup },
  );
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
