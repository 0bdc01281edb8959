// Lighthouse on the public site (issue #20): the built pages served as in production
// (apps/web/serve), Debian's Chromium, Lighthouse's default mobile run (simulated slow 4G and a
// mid-range phone), each page run three times and judged on Lighthouse's median run
// (computeMedianRun, as its docs advise against a machine's noise). Gates, which fail the run:
// performance at least 95, LCP under 1.5 s, accessibility, best practices and SEO at 100, CLS
// under 0.05. Objectives, printed with their verdict and failing only with --strict: performance
// 98 and LCP under 1.0 s, which a busy machine's timings can stretch past. `npm test` runs this
// stage alone on the machine (issue #30), so the simulated timings are the page's own.
// Usage: node scripts/lighthouse-report.ts [dist] [--strict]   (default apps/web/dist-e2e)
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { createWebServer } from '../apps/web/serve/web-server.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const PAGES = [
  '/',
  '/faq',
  '/blog/ridurre-no-show-promemoria-automatici',
  '/servizio/parrucchieri',
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const strict = process.argv.includes('--strict');
const MIN_SCORE: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const MAX_LCP_MS = 1500;
/** The objectives past the gates: printed always, enforced only with --strict. */
const TARGET_PERFORMANCE = 98;
const TARGET_LCP_MS = 1000;
const MAX_CLS = 0.05;
const RUNS = 3;

const dist = path.resolve(
  process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'apps/web/dist-e2e',
);
const app = createWebServer({ dist });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const chrome = await launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});
const failures: string[] = [];
const timed: string[] = [];
try {
  for (const page of PAGES) {
    const runs: RunnerResult['lhr'][] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse non ha prodotto un risultato per ${page}`);
      runs.push(result.lhr);
    }
    // Lighthouse's own choice of the representative run (median FCP and TTI).
    const median = computeMedianRun(runs) as RunnerResult['lhr'];
    const { categories, audits } = median;
    const scores = CATEGORIES.map((id) => ({
      id,
      score: Math.round((categories[id]?.score ?? 0) * 100),
    }));
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY;
    console.log(
      `Lighthouse ${page.padEnd(46)} ${scores.map((s) => `${s.id} ${s.score}`).join(' · ')} · LCP ${(lcp / 1000).toFixed(2)} s · CLS ${cls.toFixed(3)}`,
    );
    for (const { id, score } of scores) {
      if (score >= MIN_SCORE[id]) continue;
      const lost = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
        )
        .filter((audit) =>
          categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      failures.push(`${page}: ${id} ${score} < ${MIN_SCORE[id]}: ${lost.join(', ')}`);
    }
    const performance = scores.find((s) => s.id === 'performance')?.score ?? 0;
    if (performance < TARGET_PERFORMANCE)
      timed.push(`${page}: performance ${performance} < ${TARGET_PERFORMANCE}`);
    if (lcp >= MAX_LCP_MS) failures.push(`${page}: LCP ${Math.round(lcp)} ms ≥ ${MAX_LCP_MS} ms`);
    else if (lcp >= TARGET_LCP_MS)
      timed.push(`${page}: LCP ${Math.round(lcp)} ms ≥ ${TARGET_LCP_MS} ms`);
    if (cls >= MAX_CLS) failures.push(`${page}: CLS ${cls.toFixed(3)} ≥ ${MAX_CLS}`);
  }
} finally {
  chrome.kill();
  server.close();
}

if (timed.length > 0)
  console.warn(`Lighthouse: oltre l'obiettivo nei tempi\n  ${timed.join('\n  ')}`);
if (strict) failures.push(...timed);
if (failures.length > 0) {
  console.error(`Lighthouse: sotto le soglie\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
// Read by `npm test`'s summary.
console.log(`AGENDINA-COUNT lighthouse-pages ${PAGES.length}`);
console.log(
  timed.length === 0
    ? 'Lighthouse: ogni pagina entro le soglie e gli obiettivi'
    : 'Lighthouse: ogni pagina entro le soglie (i tempi sopra sono oltre l’obiettivo)',
);
