// Runs the stages of `npm test` as a graph on the machine's cores: a stage starts as soon as the
// stages it needs have passed and its share of the machine is free. Each stage writes to its own
// log, printed whole when it ends, so two stages running side by side never interleave output.
//
// The machine holds one unit of load more than it has cores: a browser suite waits for pages and
// servers as much as it computes, and a single-core stage beside it fills those waits. Stages are
// taken in their list order; the first ready stage that does not fit is reserved its room, and a
// later stage starts only where it cannot delay it (canBackfill): otherwise short single-core
// stages would keep starting and a two-worker browser suite would never find its room.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Stage {
  id: string;
  name: string;
  command: string;
  /** Stages that must pass first (a build, or a stage whose data this one reads). */
  needs?: string[];
  /**
   * Stages of the run that must have ended first, passed or not: this one would weigh on what
   * they measure (Lighthouse's simulated timings come from its pages' own traces).
   */
  after?: string[];
  /**
   * How many cores it keeps busy, as measured alone: 1 (the default) or 2; 0 for a stage that
   * mostly waits (under a core) and whose results do not depend on a quiet machine: it runs beside
   * whatever runs.
   */
  load?: 0 | 1 | 2;
  /**
   * Runs from the start at the lowest priority (nice 19), outside the load count: it takes only
   * the processor time the other stages leave idle (Lighthouse beside the stories keeps the
   * machine about 1.6 cores busy). Only for checks without time limits of their own, whose
   * results do not depend on time: starved, such a check waits; it cannot fail for it.
   */
  background?: boolean;
  /** What a change must touch for `npm run test:changed` to run it (path prefixes; none: always). */
  paths?: string[];
}

export interface StageResult {
  stage: Stage;
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  /** Processor time of the stage's processes (user + system, every core), null if unknown. */
  cpuSeconds: number | null;
  log: string;
}

export async function runStages(
  stages: Stage[],
  options: { cores: number; logDir: string; env: NodeJS.ProcessEnv },
): Promise<StageResult[]> {
  mkdirSync(options.logDir, { recursive: true });
  const results = new Map<string, StageResult>();
  const running = new Map<string, Promise<void>>();
  let busy = 0;
  // The load of the big stages (browser suites) running now.
  let bigBusy = 0;
  const capacity = options.cores + 1;
  const loadOf = (stage: Stage) => (stage.background ? 0 : (stage.load ?? 1));

  const blocked = (stage: Stage) =>
    (stage.needs ?? []).some((id) => results.has(id) && results.get(id)?.status !== 'passed');
  const inRun = new Set(stages.map((s) => s.id));
  const ready = (stage: Stage) =>
    (stage.needs ?? []).every((id) => results.get(id)?.status === 'passed') &&
    (stage.after ?? []).every((id) => !inRun.has(id) || results.has(id));

  const start = (stage: Stage) => {
    const load = loadOf(stage);
    const big = load > 1;
    busy += load;
    if (big) bigBusy += load;
    const log = path.join(options.logDir, `${stage.id}.log`);
    const started = performance.now();
    console.log(`▶ ${stage.name}`);
    // Its children inherit the shell's priority. Each stage is a session of its own (detached),
    // and where the kernel groups sessions (autogroup) the groups share the cores evenly whatever
    // their processes' nice: the group's own nice is what yields. Without either it runs as usual.
    const command = stage.background
      ? `renice -n 19 -p $$ > /dev/null 2>&1\n{ echo 19 > /proc/$$/autogroup; } 2> /dev/null\n${stage.command}`
      : stage.command;
    const done = runCommand(command, log, options.env).then(({ ok, cpuSeconds }) => {
      busy -= load;
      if (big) bigBusy -= load;
      running.delete(stage.id);
      const seconds = (performance.now() - started) / 1000;
      results.set(stage.id, { stage, status: ok ? 'passed' : 'failed', seconds, cpuSeconds, log });
      printLog(stage, ok, seconds, log);
    });
    running.set(stage.id, done);
  };

  /**
   * A later stage may start beside the first ready stage that does not fit (`waiting`) only if
   * that cannot delay it: it fits beside it now, or the waiting stage must wait for a big stage to
   * end anyway and will still fit beside what starts now once that big stage has ended.
   */
  const canBackfill = (load: number, waiting: number) =>
    load === 0 ||
    busy + load + waiting <= capacity ||
    (bigBusy + waiting > capacity && busy - bigBusy + load + waiting <= capacity);

  while (results.size < stages.length) {
    let waiting: number | null = null;
    for (const stage of stages) {
      if (results.has(stage.id) || running.has(stage.id)) continue;
      if (blocked(stage)) {
        results.set(stage.id, {
          stage,
          status: 'not run',
          seconds: 0,
          cpuSeconds: null,
          log: '',
        });
        console.log(`✗ ${stage.name}: non eseguita (dipende da una fase fallita)`);
        continue;
      }
      if (!ready(stage)) continue;
      const load = loadOf(stage);
      if (busy + load > capacity) {
        waiting ??= load;
        continue;
      }
      if (waiting === null || canBackfill(load, waiting)) start(stage);
    }
    if (running.size === 0) {
      if (results.size < stages.length) throw new Error('Fasi in attesa di fasi inesistenti');
      break;
    }
    await Promise.race(running.values());
  }
  return stages.map((s) => results.get(s.id) as StageResult);
}

/** Process groups of the stages running now: stopped with the runner (Ctrl-C, a CI timeout). */
const groups = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const pid of groups) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });

/**
 * Runs a stage's command in a shell that, at its end, writes its children's processor time
 * (the shell's `times`, second line) to a file beside the log: on a 2-core machine the run's
 * length is bounded by the stages' processor time, the figure issue #30 steers by.
 */
function runCommand(
  command: string,
  log: string,
  env: NodeJS.ProcessEnv,
): Promise<{ ok: boolean; cpuSeconds: number | null }> {
  const out = createWriteStream(log);
  out.write(`$ ${command}\n`);
  // Absolute: a stage's command may change directory. In braces: a failed redirection of a
  // special builtin alone would end the shell, and with it the stage's exit status.
  const cpuFile = path.resolve(`${log}.cpu`);
  const script = `${command}\nstatus=$?\n{ times; } > '${cpuFile}' 2>/dev/null\nexit $status`;
  return new Promise((resolve) => {
    // Its own process group, so that stopping the runner stops the stage's whole tree.
    const child = spawn(script, {
      shell: true,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (child.pid) groups.add(child.pid);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      if (child.pid) groups.delete(child.pid);
      out.end(() => resolve({ ok: code === 0, cpuSeconds: childrenCpu(cpuFile) }));
    });
  });
}

/** The children's user + system time from the output of `times` ("1m2.50s 0m3.25s" on line 2). */
export function childrenCpu(file: string): number | null {
  if (!existsSync(file)) return null;
  const line = readFileSync(file, 'utf8').split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return null;
  return parts.reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
}

function printLog(stage: Stage, ok: boolean, seconds: number, log: string): void {
  const rule = '━'.repeat(3);
  const text = existsSync(log)
    ? readFileSync(log, 'utf8').trimEnd()
    : `(il log ${log} non c'è più)`;
  console.log(
    `\n${rule} ${ok ? 'OK' : 'FALLITA'} in ${seconds.toFixed(0)} s: ${stage.name}\n${text}\n${rule} fine di «${stage.name}»\n`,
  );
}
