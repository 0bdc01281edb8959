// The whole machine's busy processor time (every core, every process) from /proc/stat: the
// stages' own figures (their shells' `times`) miss the processes their children do not wait for,
// Chromium's above all; this one misses nothing, other work on the machine included.
import { existsSync, readFileSync } from 'node:fs';

/** Seconds of busy processor time since boot, summed over the cores; null off Linux. */
export function machineBusySeconds(): number | null {
  if (!existsSync('/proc/stat')) return null;
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  const ticks = [user, nice, system, irq, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), 0);
  // USER_HZ: 100 on every Linux this project runs on.
  return ticks / 100;
}
