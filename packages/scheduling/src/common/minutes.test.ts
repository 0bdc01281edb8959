import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinuteOfDay, minuteOfDay, parseHhMm } from './minutes.ts';

describe('parseHhMm', () => {
  it('reads HH:mm', () => {
    expect(parseHhMm('00:00')).toBe(0);
    expect(parseHhMm('09:30')).toBe(570);
    expect(parseHhMm('23:59')).toBe(1439);
  });

  it('rejects other shapes and out-of-range values, seconds and 24:00 included', () => {
    for (const bad of [
      '9:00',
      '24:00',
      '24:01',
      '25:00',
      '12:60',
      '12:5',
      'ab:cd',
      '',
      '12:00:00',
      ' 12:00',
    ])
      expect(parseHhMm(bad)).toBeNull();
  });
});

describe('formatMinuteOfDay', () => {
  it('prints HH:mm, 24:00 for the end of day, and wraps later minutes', () => {
    expect(formatMinuteOfDay(0)).toBe('00:00');
    expect(formatMinuteOfDay(570)).toBe('09:30');
    expect(formatMinuteOfDay(1440)).toBe('24:00');
    expect(formatMinuteOfDay(1500)).toBe('01:00');
    expect(formatMinuteOfDay(-30)).toBe('23:30');
  });

  it('round-trips with parseHhMm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(parseHhMm(formatMinuteOfDay(m))).toBe(m);
      }),
    );
  });
});

describe('minuteOfDay', () => {
  it('counts minutes from midnight', () => {
    expect(minuteOfDay({ hour: 13, minute: 45 })).toBe(825);
  });
});
