// What ran, counted from the stages' JSON reports and from the lines some tests print: the fuzz
// suite's «fuzz: N requests», the Pact verification's «N interaction(s) verified», Lighthouse's
// `AGENDINA-COUNT lighthouse-pages N`.
// Each figure has a floor, the count of the pipeline it replaced (issue #30): a run that ran
// fewer tests of a kind fails, so nothing is dropped without somebody lowering a floor in review.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Count {
  label: string;
  value: number | null;
  floor: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
}

interface Annotation {
  type: string;
}
interface PlaywrightTest {
  title: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  annotations: Annotation[];
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    tests: {
      status: PlaywrightTest['status'];
      annotations?: Annotation[];
      results?: { annotations?: Annotation[] }[];
    }[];
  }[];
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

function playwrightTests(file: string): PlaywrightTest[] | null {
  const report = readJson<{ suites: PlaywrightSuite[] }>(file);
  if (!report) return null;
  // Annotations added while a test runs are reported with its results.
  const walk = (suite: PlaywrightSuite): PlaywrightTest[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => ({
        title: spec.title,
        status: t.status,
        annotations: [
          ...(t.annotations ?? []),
          ...(t.results ?? []).flatMap((r) => r.annotations ?? []),
        ],
      })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return report.suites.flatMap(walk);
}

/** Sum of the figures a stage's log prints in lines like `pattern` (its first group). */
function printed(logDir: string, stage: string, pattern: RegExp): number | null {
  const file = path.join(logDir, `${stage}.log`);
  if (!existsSync(file)) return null;
  const hits = [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => Number(m[1]));
  return hits.length > 0 ? hits.reduce((a, b) => a + b, 0) : null;
}
const FUZZ = /^fuzz: (\d+) requests/gm;
const PACT_VERIFIED = /Pact provider verification: (\d+) interaction\(s\) verified/gm;
const LIGHTHOUSE = /^AGENDINA-COUNT lighthouse-pages (\d+)$/gm;

export function collectCounts(reportDir: string, logDir: string): Count[] {
  const passed = (name: string) =>
    readJson<VitestReport>(path.join(reportDir, `${name}.json`))?.numPassedTests ?? null;
  const stories = playwrightTests(path.join(reportDir, 'stories.json'));
  const e2e = playwrightTests(path.join(reportDir, 'e2e.json'));
  const ok = (t: PlaywrightTest) => t.status === 'expected';
  // The story suite names each test «<story id> @desktop» or «… @mobile» (tests/visual).
  const shots = (width: string) =>
    stories ? stories.filter((t) => ok(t) && t.title.endsWith(`@${width}`)).length : null;
  const annotated = (type: string) =>
    stories
      ? stories.filter((t) => ok(t) && t.annotations.some((a) => a.type === type)).length
      : null;

  return [
    { label: 'unitari: contract', value: passed('unit-contract'), floor: 2 },
    { label: 'unitari: scheduling', value: passed('unit-scheduling'), floor: 500 },
    { label: 'unitari: api', value: passed('unit-api'), floor: 213 },
    { label: 'unitari: ui', value: passed('unit-ui'), floor: 34 },
    { label: 'unitari: web', value: passed('unit-web'), floor: 191 },
    { label: 'server su PGlite', value: passed('server-pglite'), floor: 410 },
    { label: 'server su PostgreSQL', value: passed('server-postgres'), floor: 410 },
    { label: 'scale-out (tre processi)', value: passed('scale-out'), floor: 9 },
    {
      label: 'richieste del fuzz su PGlite',
      value: printed(logDir, 'server-pglite', FUZZ),
      floor: 4248,
    },
    {
      label: 'richieste del fuzz su PostgreSQL',
      value: printed(logDir, 'server-postgres', FUZZ),
      floor: 4248,
    },
    { label: 'test Pact: consumer', value: passed('pact-consumer'), floor: 205 },
    { label: 'test Pact: conformità a openapi/ e broker', value: passed('pact-checks'), floor: 7 },
    {
      label: 'interazioni Pact verificate sul server',
      value: printed(logDir, 'pact', PACT_VERIFIED),
      floor: 205,
    },
    {
      label: 'storie a 1280 px (render, play, axe, screenshot)',
      value: shots('desktop'),
      floor: 508,
    },
    {
      label: 'storie a 390 px (render, play, axe, screenshot)',
      value: shots('mobile'),
      floor: 508,
    },
    { label: 'play function eseguite (due larghezze)', value: annotated('play'), floor: 990 },
    { label: 'scansioni axe (due larghezze)', value: annotated('axe'), floor: 1016 },
    { label: 'end to end', value: e2e ? e2e.filter(ok).length : null, floor: 110 },
    { label: 'pagine Lighthouse', value: printed(logDir, 'lighthouse', LIGHTHOUSE), floor: 4 },
  ];
}

/** Tests passed and failed over every report of the run (Vitest and Playwright alike). */
export function testTotals(reportDir: string): { passed: number; failed: number } {
  const totals = { passed: 0, failed: 0 };
  if (!existsSync(reportDir)) return totals;
  for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.json'))) {
    const report = readJson<Partial<VitestReport> & { stats?: PlaywrightStats }>(
      path.join(reportDir, file),
    );
    if (report?.stats) {
      totals.passed += report.stats.expected;
      totals.failed += report.stats.unexpected + report.stats.flaky;
    } else if (report) {
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
    }
  }
  return totals;
}

interface PlaywrightStats {
  expected: number;
  unexpected: number;
  flaky: number;
}
