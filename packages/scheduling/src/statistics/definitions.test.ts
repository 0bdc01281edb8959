import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  cancellationCutoffHours,
  isLateCancellation,
  previousPeriod,
  statisticsRate,
} from './definitions.ts';

const ZONE = 'Europe/Rome';

describe('isLateCancellation', () => {
  const visit = { start: '2026-03-12T10:00:00', reason: 'CLIENT_REQUEST' as const };

  it('is late under the cutoff before the start, and after the start', () => {
    // 10:00 in Rome (UTC+1 in March before DST) is 09:00Z; 24 h before is 2026-03-11T09:00Z.
    expect(isLateCancellation({ ...visit, cancelledAt: '2026-03-11T09:00:01Z' }, 24, ZONE)).toBe(
      true,
    );
    expect(isLateCancellation({ ...visit, cancelledAt: '2026-03-12T11:00:00Z' }, 24, ZONE)).toBe(
      true,
    );
  });

  it('is not late at or before the cutoff', () => {
    expect(isLateCancellation({ ...visit, cancelledAt: '2026-03-11T09:00:00Z' }, 24, ZONE)).toBe(
      false,
    );
    expect(isLateCancellation({ ...visit, cancelledAt: '2026-03-12T06:00:00Z' }, 2, ZONE)).toBe(
      false,
    );
  });

  it('never counts the salon’s own cancellations, nor one without its time', () => {
    const late = '2026-03-12T08:30:00Z';
    expect(isLateCancellation({ ...visit, reason: 'SALON', cancelledAt: late }, 24, ZONE)).toBe(
      false,
    );
    expect(isLateCancellation({ ...visit, cancelledAt: null }, 24, ZONE)).toBe(false);
    expect(isLateCancellation({ ...visit, reason: null, cancelledAt: late }, 24, ZONE)).toBe(true);
  });
});

describe('the other definitions', () => {
  it('uses 24 hours when the salon has no cutoff', () => {
    expect(cancellationCutoffHours(undefined)).toBe(24);
    expect(cancellationCutoffHours(null)).toBe(24);
    expect(cancellationCutoffHours(0)).toBe(0);
    expect(cancellationCutoffHours(48)).toBe(48);
  });

  it('gives rates with three decimals, 0 without a whole', () => {
    expect(statisticsRate(1, 3)).toBe(0.333);
    expect(statisticsRate(2, 3)).toBe(0.667);
    expect(statisticsRate(0, 0)).toBe(0);
  });

  it('compares a period with the days just before it, of the same length', () => {
    const d = (s: string) => Temporal.PlainDate.from(s);
    const march = previousPeriod({ from: d('2026-03-01'), to: d('2026-03-31') });
    expect([march.from.toString(), march.to.toString()]).toEqual(['2026-01-29', '2026-02-28']);
    const day = previousPeriod({ from: d('2026-03-01'), to: d('2026-03-01') });
    expect([day.from.toString(), day.to.toString()]).toEqual(['2026-02-28', '2026-02-28']);
  });
});
