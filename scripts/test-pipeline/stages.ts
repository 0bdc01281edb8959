// The stages of `npm test`, in the order the scheduler prefers them: the two builds; Lighthouse
// alone as soon as the site is built; then the two browser suites together (the
// longest chains; e2e alone keeps both cores busy); then the server suites, longest first, as the
// browser suites end, and the unit tests and the budget last, to fill the cores to the end. The
// type check, lint, formatting and the contract's checks run from the start in the background,
// on the processor time the others leave idle (decision 0080). Each build happens once and every
// stage that needs it reuses it (issue #30).
import type { Stage } from './scheduler.ts';

// Not under test-results/: Playwright empties that folder when a suite starts.
export const reportDir = 'test-output/reports';
const root = process.cwd();

/**
 * Vitest's usual output, plus a JSON report the summary counts from. `npm run test:changed` sets
 * VITEST_CHANGED to `--changed <ref>`: Vitest then runs only the test files a change reaches.
 */
const vitest = (report: string) =>
  `$VITEST_CHANGED --reporter=default --reporter=json --outputFile.json=${root}/${reportDir}/${report}.json`;

const kit = ['packages/contract', 'packages/scheduling', 'packages/ui', 'packages/api'];
const app = [...kit, 'apps/web', 'package-lock.json'];
const server = [
  'openapi',
  'packages/contract',
  'packages/scheduling',
  'apps/server',
  'package-lock.json',
];
/** Playwright's JSON report goes to a file named by this variable. */
const playwrightJson = (report: string) =>
  `PLAYWRIGHT_JSON_OUTPUT_FILE=${root}/${reportDir}/${report}.json`;

export const stages: Stage[] = [
  {
    id: 'storybook-build',
    name: 'Storybook: build di test (una volta, per storie, axe e regressione visiva)',
    command: 'npx storybook build -o storybook-static --quiet --test',
    paths: [...app, '.storybook'],
  },
  {
    id: 'web-build',
    name: 'App web e sito pubblico: build di produzione (una volta, per e2e, budget e Lighthouse)',
    command: 'npm run build:e2e -w @agendina/web',
    paths: app,
  },
  {
    id: 'lighthouse',
    name: 'Lighthouse sul sito pubblico (prestazioni ≥ 95, LCP < 1,5 s, accessibilità, best practice e SEO 100, CLS < 0,05) e sulle pagine di accesso prerenderizzate (accessibilità 100, LCP < 1,5 s; prestazioni 98 stampate come obiettivo)',
    command: 'node scripts/lighthouse-report.ts apps/web/dist-e2e',
    needs: ['web-build'],
    // Alone: its simulated timings come from the pages' own traces, and whatever runs beside it
    // lengthens them. Beside the story suite it passed on a quiet host, but on a host of the same
    // kind with busy neighbours the article page's total blocking time reached 330 ms
    // (performance 92 < 95) in two clean-clone runs of two, and 0 ms alone (100). So the browser
    // suites and the other stages start `after` it; only the background checks take the core it
    // leaves idle, work they would do anyway (decision 0082). The e2e run also holds port 8787,
    // where this stage's stand-in API answers /signup's invitation check (0072).
    load: 1,
    paths: app,
  },
  {
    id: 'stories',
    name: 'Storie: play function, axe (WCAG 2.2 AA) e screenshot a 1280 e 390 px, nella stessa pagina',
    command: `${playwrightJson('stories')} npx playwright test -c tests/visual/playwright.config.ts --reporter=dot,json`,
    needs: ['storybook-build'],
    after: ['lighthouse'],
    // One core: alone the suite keeps 0.9 of the machine's two busy (a story mostly waits for its
    // data, React's reveal and the page to stand still).
    load: 1,
    paths: [...app, '.storybook', 'tests/visual'],
  },
  {
    id: 'e2e',
    name: 'End to end: app e server reali in Chromium, con axe, due worker',
    command: `${playwrightJson('e2e')} npx playwright test -c tests/playwright.config.ts --reporter=list,json --trace=off`,
    needs: ['web-build'],
    after: ['lighthouse'],
    // Two cores: alone it keeps both busy (two browsers and the API server). No traces here: nobody
    // opens one from a CI run, and recording them cost a tenth of the suite's processor time;
    // `npm run test:e2e -- <spec>` keeps the trace of a failed test.
    load: 2,
    paths: [...app, 'apps/server', 'openapi', 'tests/e2e', 'tests/playwright.config.ts'],
  },
  {
    id: 'types',
    name: 'Tipi: tutto il workspace in un solo controllo',
    command: 'npm run typecheck',
    background: true,
  },
  {
    id: 'server-pglite',
    name: 'Server su PGlite: un database per worker, svuotato prima di ogni test',
    command: `cd apps/server && npx vitest run ${vitest('server-pglite')}`,
    after: ['lighthouse'],
    paths: server,
  },
  {
    id: 'server-postgres',
    name: 'Server su PostgreSQL reale (cluster usa e getta), poi tre processi dietro un proxy',
    command: `npm run test:postgres -w @agendina/server -- --reports ${root}/${reportDir}`,
    after: ['lighthouse'],
    paths: server,
  },
  {
    id: 'pact',
    name: 'Pact: contratti del client vero, conformità a openapi/, verifica sul server vero',
    // The consumer tests write the pact files that the checks and the provider then read.
    command: ['consumer', 'checks', 'provider']
      .map(
        (project) =>
          `(cd pact && npx vitest run --project ${project} ${vitest(`pact-${project}`)})`,
      )
      .join(' && '),
    after: ['lighthouse'],
    paths: [...server, 'packages/api', 'pact'],
  },
  {
    id: 'lint',
    name: 'ESLint su tutto il repository, una volta, con cache (confini di import, jsx-a11y)',
    command: 'npm run lint:code',
    background: true,
  },
  {
    id: 'contract',
    name: 'Contratto OpenAPI: Redocly lint, copertura di SPEC.md §7, tipi generati aggiornati',
    command: 'npm run lint:openapi && npm run check:types -w @agendina/contract',
    paths: ['openapi', 'packages/contract'],
    background: true,
  },
  {
    id: 'unit',
    name: 'Test unitari: contract, scheduling (con copertura), api, ui, web',
    command: [
      `(cd packages/contract && npx vitest run ${vitest('unit-contract')})`,
      `(cd packages/scheduling && npx vitest run --coverage ${vitest('unit-scheduling')})`,
      `(cd packages/api && npx vitest run ${vitest('unit-api')})`,
      `(cd packages/ui && npx vitest run --dir src ${vitest('unit-ui')})`,
      `(cd apps/web && npx vitest run ${vitest('unit-web')})`,
    ].join(' && '),
    after: ['lighthouse'],
    paths: app,
  },
  {
    id: 'format',
    name: 'Formattazione (Prettier, con cache)',
    command: 'npm run format:check',
    background: true,
  },
  {
    id: 'budget',
    name: 'Budget del bundle: /login sotto 130 KB gzip, /dashboard sotto 236 KB, ogni rotta sotto 150 KB oltre l’entry, ogni chunk sotto 120 KB, ogni pagina pubblica sotto 50 KB, la pagina di prenotazione sotto 30 KB, /statistiche sotto 60 KB oltre l’entry',
    command: 'node scripts/bundle-budget.ts apps/web/dist-e2e',
    needs: ['web-build'],
    after: ['lighthouse'],
    paths: app,
  },
];
