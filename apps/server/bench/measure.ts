// The printed benchmarks' timing of one call: RUNS calls after WARM_UP, wall clock and this
// process's CPU, and the line that prints p50/p95/max and PASS or FAIL against a limit.
import { percentile } from './percentile.ts';

export interface Timed {
  p50: number;
  p95: number;
  max: number;
  cpuP95: number;
  /** The last answer's body. */
  body: unknown;
}

/** Times `runs` calls of `call` after `warmUp`; throws on an answer other than 200. */
export async function timeCalls(
  call: () => Response | Promise<Response>,
  runs: number,
  warmUp: number,
): Promise<Timed> {
  let body: unknown;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < warmUp + runs; run++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const response = await call();
    body = await response.json();
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    if (run >= warmUp) {
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? NaN,
    cpuP95: percentile(cpu, 95),
    body,
  };
}

/** `title  p50 … p95 … max … CPU p95 …  PASS|FAIL  (what)`; PASS when p95 is under `limitMs`. */
export function timedLine(title: string, t: Timed, limitMs: number, what: string): string {
  const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
  return `${title.padEnd(44)} p50 ${f(t.p50)}   p95 ${f(t.p95)}   max ${f(t.max)}   CPU p95 ${f(t.cpuP95)}   ${t.p95 < limitMs ? 'PASS' : 'FAIL'}   (${what})`;
}
