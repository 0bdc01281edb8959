import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { countBookedToday } from './today-bookings.ts';

describe('countBookedToday', () => {
  it('counts bookings created today in salon time, ignoring unreadable dates', () => {
    const today = Temporal.PlainDate.from('2026-11-21');
    expect(
      countBookedToday(
        [
          { createdAt: '2026-11-21T08:15:00Z' },
          // 23:30 UTC on the 20th is 00:30 on the 21st in Rome.
          { createdAt: '2026-11-20T23:30:00Z' },
          { createdAt: '2026-11-20T10:00:00Z' },
          { createdAt: 'non è una data' },
          { createdAt: null },
        ],
        today,
      ),
    ).toBe(2);
  });
});
