import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isListDate, rangeMessages, rangeProblem } from './day-range.ts';

describe('rangeProblem (every dated list, the statistics)', () => {
  it('takes a complete range in order of at most 366 days', () => {
    expect(rangeProblem('2026-11-19', '2026-11-19')).toBeNull();
    expect(rangeProblem('2028-01-01', '2028-12-31')).toBeNull();
  });

  it('says what is wrong, in Italian', () => {
    expect(rangeProblem('2026-11-20', '2026-11-19')).toBe(rangeMessages.reversed);
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe(rangeMessages.tooLong);
    expect(rangeProblem('0020-12-21', '2026-01-02')).toBe(rangeMessages.incomplete);
    expect(rangeProblem('2026-02-30', '2026-03-02')).toBe(rangeMessages.incomplete);
  });
});

describe('day arithmetic', () => {
  it('moves across months and years and counts both ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-10-21', '2026-11-19')).toBe(30);
    expect(isListDate('2099-12-31')).toBe(true);
    expect(isListDate('2100-01-01')).toBe(false);
  });
});
