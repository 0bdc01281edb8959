// The failed tests of a run, read back from the stages' JSON reports and printed again at the very
// end: a CI log is often kept only by its tail, and a stage's whole log (printed when the stage
// ends) may lie far above it. Each failure: its report, its title, the first lines of its error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface Failure {
  report: string;
  title: string;
  message: string;
}

interface VitestFileResult {
  name: string;
  message?: string;
  assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
}
interface PlaywrightResult {
  status: string;
  error?: { message?: string };
  errors?: { message?: string }[];
}
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file?: string;
    tests: { projectName?: string; status: string; results?: PlaywrightResult[] }[];
  }[];
}

// The reports keep the terminal's colour codes: Node's own stripper takes them out.
const firstLines = (text: string, lines = 12) =>
  stripVTControlCharacters(text).split('\n').slice(0, lines).join('\n').slice(0, 1500);

function vitestFailures(report: string, results: VitestFileResult[]): Failure[] {
  return results.flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    // A file that failed before any test ran (an import error, a hook) has only its message.
    if (failed.length === 0 && file.message)
      return [{ report, title: file.name, message: firstLines(file.message) }];
    return failed.map((a) => ({
      report,
      title: `${path.basename(file.name)} › ${a.fullName}`,
      message: firstLines((a.failureMessages ?? []).join('\n')),
    }));
  });
}

function playwrightFailures(report: string, suites: PlaywrightSuite[]): Failure[] {
  const walk = (suite: PlaywrightSuite, file: string): Failure[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .map((t) => {
          const result = (t.results ?? []).find((r) => r.status !== 'passed');
          const message = result?.error?.message ?? result?.errors?.[0]?.message ?? t.status;
          return {
            report,
            title: `${t.projectName ? `[${t.projectName}] ` : ''}${spec.file ?? file} › ${spec.title}`,
            message: firstLines(message),
          };
        }),
    ),
    ...(suite.suites ?? []).flatMap((s) => walk(s, s.file ?? file)),
  ];
  return suites.flatMap((s) => walk(s, s.file ?? ''));
}

/** Every failed test in the reports of `reportDir`, Vitest's and Playwright's alike. */
export function failedTests(reportDir: string): Failure[] {
  if (!existsSync(reportDir)) return [];
  return readdirSync(reportDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const report = file.replace(/\.json$/, '');
      const json = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8')) as {
        testResults?: VitestFileResult[];
        suites?: PlaywrightSuite[];
      };
      if (json.testResults) return vitestFailures(report, json.testResults);
      if (json.suites) return playwrightFailures(report, json.suites);
      return [];
    });
}
