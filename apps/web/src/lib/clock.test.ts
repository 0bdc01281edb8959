import { describe, expect, it } from 'vitest';
import { salonNowIso } from './clock.ts';

describe('salonNowIso', () => {
  it('gives the wall-clock time in Rome, winter and summer', () => {
    expect(salonNowIso(new Date('2026-11-19T09:30:00Z'))).toBe('2026-11-19T10:30:00');
    expect(salonNowIso(new Date('2026-07-01T22:15:05Z'))).toBe('2026-07-02T00:15:05');
  });
});
