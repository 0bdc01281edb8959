import type { Temporal } from 'temporal-polyfill';

/** Every quarter hour of a day, in minutes from midnight. */
const QUARTER_HOURS: readonly number[] = Array.from({ length: 96 }, (_, i) => i * 15);

/**
 * The start times an alternative to `requested` is looked for at, best first: on the requested
 * day every other quarter hour, nearest first (earlier first on a tie); then on each of the next
 * `days - 1` days every quarter hour, the requested time first, then nearest to it.
 */
export function candidateStarts(
  requested: Temporal.PlainDateTime,
  days: number,
): Temporal.PlainDateTime[] {
  const out: Temporal.PlainDateTime[] = [];
  const base = requested.hour * 60 + requested.minute;
  const nearest = [...QUARTER_HOURS].sort(
    (a, b) => Math.abs(a - base) - Math.abs(b - base) || a - b,
  );
  for (let d = 0; d < days; d++) {
    const day = requested.toPlainDate().add({ days: d });
    for (const m of nearest)
      if (d > 0 || m !== base)
        out.push(day.toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 }));
  }
  return out;
}
