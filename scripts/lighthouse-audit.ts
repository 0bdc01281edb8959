// Lighthouse as the project runs it, shared by the public site's gate (lighthouse-report.ts, a
// stage of `npm test`) and the booking page's benchmark (booking-lighthouse.ts): Debian's
// Chromium, Lighthouse's default mobile run (simulated slow 4G and a mid-range phone), each page
// run three times and judged on Lighthouse's median run (computeMedianRun, as its docs advise
// against a machine's noise). One place, so the two cannot measure in different ways.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const RUNS = 3;

export interface PageAudit {
  scores: { id: Category; score: number }[];
  /** Largest Contentful Paint, ms (simulated). */
  lcp: number;
  cls: number;
  /** The median run, for the audits behind a score. */
  lhr: RunnerResult['lhr'];
}

/** The gates a page is judged by: a minimum score per category, the LCP and CLS ceilings. */
export interface Gates {
  minScore: Partial<Record<Category, number>>;
  maxLcpMs: number;
  maxCls?: number;
  /**
   * Audits a page fails on purpose, by id, with the reason: a score below its minimum only for
   * these is no miss (the line still prints the score).
   */
  byDesign?: Readonly<Record<string, string>>;
}

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
}

/** Lighthouse's median of three runs of `url` in the Chromium listening on `port`. */
export async function auditPage(url: string, port: number): Promise<PageAudit> {
  const runs: RunnerResult['lhr'][] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The full-page picture only illustrates an HTML report, which nobody opens from here; it
      // cost a second or so per run (the stage's wall time, 87 → 75 s over four pages).
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse non ha prodotto un risultato per ${url}`);
    runs.push(result.lhr);
  }
  // Lighthouse's own choice of the representative run (median FCP and TTI).
  const lhr = computeMedianRun(runs) as RunnerResult['lhr'];
  const { categories, audits } = lhr;
  return {
    scores: CATEGORIES.map((id) => ({ id, score: Math.round((categories[id]?.score ?? 0) * 100) })),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
    lhr,
  };
}

/** The page's line: its four scores, LCP and CLS, the label padded to `width`. */
export function auditLine(label: string, audit: PageAudit, width = 46): string {
  return `Lighthouse ${label.padEnd(width)} ${audit.scores.map((s) => `${s.id} ${s.score}`).join(' · ')} · LCP ${(audit.lcp / 1000).toFixed(2)} s · CLS ${audit.cls.toFixed(3)}`;
}

export function scoreOf(audit: PageAudit, id: Category): number {
  return audit.scores.find((s) => s.id === id)?.score ?? 0;
}

/** The audits that cost `category` points in the median run, with their values. */
export function lostAudits(
  audit: PageAudit,
  category: Category,
  skip: readonly string[] = [],
): string[] {
  const { categories, audits } = audit.lhr;
  return Object.values(audits)
    .filter((entry) => !skip.includes(entry.id))
    .filter(
      (entry) =>
        entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== 'informative',
    )
    .filter((entry) =>
      categories[category]?.auditRefs.some((ref) => ref.id === entry.id && ref.weight > 0),
    )
    .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`);
}

/** One line per gate the page misses, naming the audits that cost a score its points. */
export function missedGates(label: string, audit: PageAudit, gates: Gates): string[] {
  const missed: string[] = [];
  for (const { id, score } of audit.scores) {
    const min = gates.minScore[id];
    if (min === undefined || score >= min) continue;
    if (gates.byDesign && lostAudits(audit, id, Object.keys(gates.byDesign)).length === 0) continue;
    missed.push(`${label}: ${id} ${score} < ${min}: ${lostAudits(audit, id).join(', ')}`);
  }
  if (audit.lcp >= gates.maxLcpMs)
    missed.push(`${label}: LCP ${Math.round(audit.lcp)} ms ≥ ${gates.maxLcpMs} ms`);
  if (gates.maxCls !== undefined && audit.cls >= gates.maxCls)
    missed.push(`${label}: CLS ${audit.cls.toFixed(3)} ≥ ${gates.maxCls}`);
  return missed;
}
