// Lighthouse on the public site (issue #20) and on the staff app's sign-in pages, prerendered
// (issue #37: /login, /signup, /verify-email): the built pages served as in production
// (apps/web/serve), Debian's Chromium, Lighthouse's default mobile run (simulated slow 4G and a
// mid-range phone), each page run three times and judged on Lighthouse's median run
// (computeMedianRun, as its docs advise against a machine's noise), all in lighthouse-audit.ts,
// which the booking page's benchmark shares. Gates, which fail the run: on the site performance
// at least 95, LCP under 1.5 s, accessibility, best practices and SEO at 100, CLS under 0.05; on
// the sign-in pages accessibility 100 and LCP under 1.5 s. Objectives, printed with their verdict
// and failing only with --strict, which a busy machine's timings can stretch past: on the site
// performance 98 and LCP under 1.0 s; on the sign-in pages performance 98, CLS under 0.05, best
// practices and SEO 100 (their noindex aside). `npm test` runs this stage with only the background
// checks beside it (stages.ts says why), so the simulated timings are close to the page's own.
// Usage: node scripts/lighthouse-report.ts [dist] [--strict]   (default apps/web/dist-e2e)
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createWebServer } from '../apps/web/serve/web-server.ts';
import {
  auditLine,
  auditPage,
  launchChromium,
  missedGates,
  scoreOf,
  type Gates,
} from './lighthouse-audit.ts';

const SITE_PAGES = [
  '/',
  '/faq',
  '/blog/ridurre-no-show-promemoria-automatici',
  '/servizio/parrucchieri',
] as const;
/** The staff app's sign-in pages, prerendered into its shell (issue #37, decision 0072). */
const AUTH_PAGES = ['/login', '/signup?token=lighthouse', '/verify-email'] as const;
const strict = process.argv.includes('--strict');
const GATES: Gates = {
  minScore: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  maxLcpMs: 1500,
  maxCls: 0.05,
};
/**
 * The sign-in pages (issue #37): accessibility 100 and LCP 1.5 s are gates (the page paints
 * before it fetches the app, decision 0081); performance 98, CLS, best practices and SEO 100
 * are objectives, printed and enforced with --strict: alone the three pages score 98 to 100, but
 * on the busy machine of `npm test` the app's boot on /signup (its total blocking time) took it
 * to 90–94. They ask not to be indexed (X-Robots-Tag, as every page of the app): SEO's
 * crawlability audit fails by design.
 */
const byDesign = { 'is-crawlable': "le pagine dell'app chiedono di non essere indicizzate" };
const AUTH_GATES: Gates = {
  minScore: { accessibility: 100 },
  maxLcpMs: 1500,
  byDesign,
};
const AUTH_OBJECTIVES: Gates = {
  minScore: { performance: 98, 'best-practices': 100, seo: 100 },
  maxLcpMs: 1500,
  maxCls: 0.05,
  byDesign,
};
const PAGES = [
  ...SITE_PAGES.map((page) => ({ page, gates: GATES, objectives: null })),
  ...AUTH_PAGES.map((page) => ({ page, gates: AUTH_GATES, objectives: AUTH_OBJECTIVES })),
];
/** The objectives past the gates: printed always, enforced only with --strict. */
const TARGET_PERFORMANCE = 98;
const TARGET_LCP_MS = 1000;

const dist = path.resolve(
  process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'apps/web/dist-e2e',
);
// /signup checks its invitation with the API before the app hydrates it: a stand-in answers that
// one call, valid, at the address `build:e2e` baked into the app (E2E_API_PORT, as there). The
// other pages ask the API nothing while they load.
const apiPort = Number(process.env['E2E_API_PORT'] ?? 8787);
const stand = new Hono()
  .use(cors())
  .post('/auth/validate-signup-token', (c) => c.json({ valid: true, email: null }));
const apiServer = serve({ fetch: stand.fetch, hostname: '127.0.0.1', port: apiPort });
await new Promise((resolve, reject) => {
  apiServer.once('listening', resolve);
  apiServer.once('error', (error) =>
    reject(
      new Error(`Lighthouse: la porta ${apiPort} dell'API di build:e2e è occupata`, {
        cause: error,
      }),
    ),
  );
});
const app = createWebServer({ dist, apiUrl: `http://127.0.0.1:${apiPort}` });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const chrome = await launchChromium();
const failures: string[] = [];
const timed: string[] = [];
try {
  for (const { page, gates, objectives } of PAGES) {
    const audit = await auditPage(`${origin}${page}`, chrome.port);
    console.log(auditLine(page, audit));
    failures.push(...missedGates(page, audit, gates));
    if (objectives) {
      timed.push(...missedGates(page, audit, objectives));
      continue;
    }
    const performance = scoreOf(audit, 'performance');
    if (performance < TARGET_PERFORMANCE)
      timed.push(`${page}: performance ${performance} < ${TARGET_PERFORMANCE}`);
    if (audit.lcp < GATES.maxLcpMs && audit.lcp >= TARGET_LCP_MS)
      timed.push(`${page}: LCP ${Math.round(audit.lcp)} ms ≥ ${TARGET_LCP_MS} ms`);
  }
} finally {
  chrome.kill();
  server.close();
  apiServer.close();
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
