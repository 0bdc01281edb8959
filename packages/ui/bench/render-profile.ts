// Where the render benchmark's time goes: a V8 CPU profile (Chrome DevTools Protocol) of the
// benchmark mounts in headless Chromium, summarised as self time by function and by source file
// (style and layout appear as the DOM call that forced them, e.g. a clientWidth read), plus the
// CPU time of style and layout from a trace. Source maps of the build (npm run
// bench:ui:profile builds with them) turn the minified functions back into files and names.
// A report for whoever optimises, never a test. Run: npm run bench:ui:profile [-- <story-id>]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';
import type { CDPSession } from 'playwright';
import { benchCases, storybookDir, withBenchPage } from './bench-page.ts';

const RUNS = 20;
const WARMUP = 3;
const TOP = 25;
const DIR = storybookDir;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    const file = join(DIR, new URL(url).pathname + '.map');
    maps.set(url, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url) ?? null;
}

/** "name (file:line)" and the file, through the source map when there is one. */
function locate(frame: CallFrame): { name: string; file: string } {
  if (!frame.url) return { name: frame.functionName || '(programma)', file: '(browser)' };
  const origin = sourceMapOf(frame.url)?.findOrigin(frame.lineNumber + 1, frame.columnNumber + 1);
  if (origin && 'fileName' in origin) {
    const file = origin.fileName
      .replace(/^.*?node_modules\//, 'node_modules/')
      .replace(/^(\.\.\/)+/, '');
    const name = origin.name || frame.functionName || '(anonima)';
    return { name: `${name} (${basename(file)}:${origin.lineNumber})`, file };
  }
  const file = basename(new URL(frame.url).pathname);
  return { name: `${frame.functionName || '(anonima)'} (${file}:${frame.lineNumber + 1})`, file };
}

/** Self time in ms per key over the profile's samples. */
function selfTimes(profile: Profile, key: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id) as ProfileNode;
    const k = key(node);
    out.set(k, (out.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

function printTop(title: string, times: Map<string, number>, perMount: number) {
  console.log(`  ${title}`);
  const sorted = [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  for (const [key, ms] of sorted)
    console.log(`    ${(ms / perMount).toFixed(2).padStart(7)} ms  ${key}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  tdur?: number;
}

/** Main-thread CPU time (not wall time: steadier on a busy machine) of style and layout, per mount. */
async function styleAndLayout(cdp: CDPSession, mount: () => Promise<void>) {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they carry numbers (tdur) too.
  const collect = (e: { value: object[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  // The thread times (tdur) of style and layout come only with the disabled-by-default category:
  // without it Chromium 156 traces them with wall times alone and every CPU figure read 0.0.
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await mount();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const cpu = (name: string) =>
    events
      .filter((e) => e.ph === 'X' && e.name === name)
      .reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0) / RUNS;
  return { style: cpu('UpdateLayoutTree'), layout: cpu('Layout') };
}

const only = process.argv[2];
await withBenchPage(DIR, async (page, open) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const mounts = () =>
    page.evaluate((runs) => {
      let sum = 0;
      for (let i = 0; i < runs; i++) sum += window.__agendinaBench?.mount() ?? 0;
      return sum / runs;
    }, RUNS);
  for (const { id, label } of benchCases.filter((c) => !only || c.id.includes(only))) {
    await open(id);
    await page.evaluate((warmup) => {
      for (let i = 0; i < warmup; i++) window.__agendinaBench?.mount();
    }, WARMUP);
    await cdp.send('Profiler.start');
    const wall = await mounts();
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const browser = await styleAndLayout(cdp, async () => void (await mounts()));
    console.log(`${label}: ${wall.toFixed(1)} ms a mount (media di ${RUNS})`);
    console.log(
      `  stile ${browser.style.toFixed(1)} ms, layout ${browser.layout.toFixed(1)} ms a mount (tempo CPU del thread principale)`,
    );
    const perFunction = selfTimes(profile, (n) => locate(n.callFrame).name);
    printTop('tempo proprio per funzione (ms a mount, smontaggio incluso)', perFunction, RUNS);
    const perFile = selfTimes(profile, (n) => locate(n.callFrame).file);
    printTop('tempo proprio per file (ms a mount, smontaggio incluso)', perFile, RUNS);
  }
});
