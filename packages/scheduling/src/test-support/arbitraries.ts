// Shared fast-check arbitraries of the tests (not part of the package API).
import fc from 'fast-check';
import type { WeeklyHours } from '../hours/parse.ts';
import { WEEKDAYS } from '../hours/weekday.ts';

/** Well-formed weekly hours on the half hour (ending by 23:30): 0 to 3 sorted, disjoint ranges a day. */
export const hoursArb: fc.Arbitrary<WeeklyHours> = fc
  .tuple(
    ...WEEKDAYS.map(() =>
      fc
        .uniqueArray(fc.integer({ min: 0, max: 47 }), { maxLength: 6 })
        .map((points) => [...points].sort((a, b) => a - b))
        .map((points) => {
          const ranges = [];
          for (let i = 0; i + 1 < points.length; i += 2)
            ranges.push({
              startMinute: (points[i] as number) * 30,
              endMinute: (points[i + 1] as number) * 30,
            });
          return ranges;
        }),
    ),
  )
  .map(
    (days) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]])) as unknown as WeeklyHours,
  );
