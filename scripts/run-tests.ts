// `npm test`: every test of the project. The stages (test-pipeline/stages.ts) run as a graph on
// both cores: each build once, the browser suites with two workers, the single-core checks
// beside them. At the end: each stage with its seconds, and how many tests of each kind ran.
// `--only id,id` runs some stages (with the builds they need); `--list` prints the stage ids;
// `--changed [ref]` (npm run test:changed) runs what a change can affect: the stages whose paths
// it touches, and in the Vitest stages only the test files its modules reach. The full run stays
// the gate.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { collectCounts, testTotals } from './test-pipeline/counts.ts';
import { failedTests } from './test-pipeline/failures.ts';
import { machineBusySeconds } from './test-pipeline/machine-cpu.ts';
import { runStages, type Stage } from './test-pipeline/scheduler.ts';
import { reportDir, stages } from './test-pipeline/stages.ts';

const logDir = 'test-output/logs';
const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const s of stages) console.log(`${s.id.padEnd(16)} ${s.name}`);
  process.exit(0);
}
const only = args[args.indexOf('--only') + 1]?.split(',');
const changedRef = args.includes('--changed')
  ? changeBase(args[args.indexOf('--changed') + 1])
  : null;
const chosen = changedRef
  ? withNeeds(affectedBy(changedFiles(changedRef)))
  : args.includes('--only') && only
    ? withNeeds(only)
    : stages;
if (changedRef)
  console.log(
    `Solo ciò che cambia rispetto a ${changedRef}: ${chosen.map((s) => s.id).join(', ') || 'niente'}`,
  );

rmSync(reportDir, { recursive: true, force: true });
rmSync(logDir, { recursive: true, force: true });
const started = performance.now();
const busyAtStart = machineBusySeconds();
const results = await runStages(chosen, {
  cores: Math.max(2, availableParallelism()),
  logDir,
  env: {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
    PACT_DO_NOT_TRACK: 'true',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  },
});
const total = (performance.now() - started) / 1000;

console.log('\n━━ Riepilogo delle fasi');
const cpu = (seconds: number | null) =>
  seconds === null ? '     —    ' : `${seconds.toFixed(0).padStart(5)} s CPU`;
for (const r of results) {
  const mark = r.status === 'passed' ? 'OK     ' : r.status === 'failed' ? 'FALLITA' : 'SALTATA';
  console.log(
    `${mark} ${r.seconds.toFixed(0).padStart(5)} s ${cpu(r.cpuSeconds)}  ${r.stage.name}${r.stage.background ? ' (in secondo piano)' : ''}`,
  );
}
const busyAtEnd = machineBusySeconds();
const machineCpu = busyAtStart === null || busyAtEnd === null ? null : busyAtEnd - busyAtStart;
console.log(
  `        ${total.toFixed(0).padStart(5)} s ${cpu(machineCpu)}  in tutto (fasi in parallelo sui core; CPU: tutta la macchina)`,
);
console.log(
  '        La CPU di una fase conta i processi che il suo comando attende: non quelli di Chromium.',
);

const counts = collectCounts(reportDir, logDir);
const ranAll = chosen.length === stages.length;
console.log('\n━━ Test eseguiti, per tipo (tra parentesi il minimo)');
const short: string[] = [];
for (const c of counts) {
  const low = ranAll && (c.value ?? 0) < c.floor;
  if (low) short.push(c.label);
  console.log(
    `${String(c.value ?? '—').padStart(6)}  ${c.label} (≥ ${c.floor})${low ? '  ← SOTTO IL MINIMO' : ''}`,
  );
}
if (short.length > 0) console.log(`\nMeno test del minimo: ${short.join(', ')}`);

const failed = failedTests(reportDir);
if (failed.length > 0) {
  console.log(`\n━━ Test falliti (${failed.length}), ripetuti qui dai log delle fasi`);
  for (const f of failed.slice(0, 20))
    console.log(`\n✘ ${f.report}: ${f.title}\n${f.message.replace(/^/gm, '    ')}`);
  if (failed.length > 20) console.log(`\n… e altri ${failed.length - 20}`);
}

// A stage that failed without a failing test in a report (Lighthouse's gates, the budget, lint,
// types, a server that did not start): the end of its log says why, here at the tail too.
const unexplained = results.filter(
  (r) =>
    r.status === 'failed' &&
    !failed.some((f) => f.report === r.stage.id || f.report.startsWith(`${r.stage.id}-`)),
);
for (const r of unexplained) {
  const log = path.join(logDir, `${r.stage.id}.log`);
  if (!existsSync(log)) continue;
  const tail = stripVTControlCharacters(readFileSync(log, 'utf8')).trimEnd().split('\n').slice(-15);
  console.log(`\n━━ ${r.stage.name}: fallita, la fine del suo log\n${tail.join('\n')}`);
}

const failedStages = results.filter((r) => r.status !== 'passed').length;
const tests = testTotals(reportDir);
console.log(`\nstages: ${results.length - failedStages} passed, ${failedStages} failed`);
// A stage can fail without a failing test (lint, types, a budget, a count under its floor).
const failures = Math.max(tests.failed, failedStages) + short.length;
console.log(`tests: ${tests.passed} passed, ${failures} failed`);
process.exit(failedStages === 0 && short.length === 0 ? 0 : 1);

/** The chosen stages and, before them, every stage they need. */
function withNeeds(ids: string[]): Stage[] {
  const wanted = new Set<string>();
  const add = (id: string) => {
    const stage = stages.find((s) => s.id === id);
    if (!stage) throw new Error(`Fase sconosciuta: ${id} (npm test -- --list)`);
    wanted.add(id);
    for (const need of stage.needs ?? []) add(need);
  };
  ids.forEach(add);
  return stages.filter((s) => wanted.has(s.id));
}

/** The commit a change is measured from: the one given, else HEAD (uncommitted work), else HEAD^. */
function changeBase(given: string | undefined): string {
  if (given && !given.startsWith('--')) return given;
  const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim();
  return dirty ? 'HEAD' : 'HEAD^';
}

function changedFiles(ref: string): string[] {
  const git = (...a: string[]) => execFileSync('git', a, { encoding: 'utf8' }).split('\n');
  return [...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]
    .map((f) => f.trim())
    .filter(Boolean);
}

/** Stages with no paths (lint, types, format) always run; the others when a file is under theirs. */
function affectedBy(files: string[]): string[] {
  return stages
    .filter((s) => !s.paths || files.some((f) => s.paths?.some((p) => f.startsWith(p))))
    .map((s) => s.id);
}
