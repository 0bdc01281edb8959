import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { FIRST_YEAR, LAST_YEAR, dateTextProblem, validateDateText } from './date-text.ts';

describe('date text', () => {
  it('accepts dates and local date-times that exist, seconds optional', () => {
    expect(dateTextProblem('2026-03-12', 'date')).toBeNull();
    expect(dateTextProblem('2028-02-29', 'date')).toBeNull();
    expect(dateTextProblem('2026-03-12T09:30', 'date-time')).toBeNull();
    expect(dateTextProblem('2026-03-12T23:59:59', 'date-time')).toBeNull();
  });

  it('refuses days and times that do not exist (issue #15: 30 February, hour 24, minute 61)', () => {
    expect(dateTextProblem('2026-02-30T10:00:00', 'date-time')).toBe('nonexistent');
    expect(dateTextProblem('2026-02-29', 'date')).toBe('nonexistent');
    expect(dateTextProblem('2100-02-29', 'date')).toBe('nonexistent');
    expect(dateTextProblem('2026-13-01', 'date')).toBe('nonexistent');
    expect(dateTextProblem('2026-00-10', 'date')).toBe('nonexistent');
    expect(dateTextProblem('2026-03-12T24:00', 'date-time')).toBe('nonexistent');
    expect(dateTextProblem('2026-03-12T10:61', 'date-time')).toBe('nonexistent');
    expect(dateTextProblem('2026-03-12T10:00:60', 'date-time')).toBe('nonexistent');
  });

  it('refuses years no salon books in (0001, 9999)', () => {
    expect(dateTextProblem('0001-01-01T10:00', 'date-time')).toBe('out-of-range');
    expect(dateTextProblem('9999-12-31', 'date')).toBe('out-of-range');
    expect(dateTextProblem(`${FIRST_YEAR}-01-01`, 'date')).toBeNull();
    expect(dateTextProblem(`${LAST_YEAR}-12-31`, 'date')).toBeNull();
  });

  it('refuses other shapes, zones included', () => {
    expect(dateTextProblem('2026-3-12', 'date')).toBe('format');
    expect(dateTextProblem('2026-03-12T10:00', 'date')).toBe('format');
    expect(dateTextProblem('2026-03-12T10:00Z', 'date-time')).toBe('format');
    expect(dateTextProblem('2026-03-12', 'date-time')).toBe('format');
  });

  it('agrees with Temporal on every day of the accepted years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIRST_YEAR, max: LAST_YEAR }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          let exists = true;
          try {
            Temporal.PlainDate.from(text, { overflow: 'reject' });
          } catch {
            exists = false;
          }
          expect(dateTextProblem(text, 'date') === null).toBe(exists);
        },
      ),
    );
  });

  it('says in Italian what is wrong', () => {
    expect(validateDateText('2026-02-30T10:00', 'date-time')).toMatch(/non esiste/);
    expect(validateDateText('9999-12-31', 'date')).toBe(
      'Anno non ammesso: usa un anno dal 1900 al 2999',
    );
    expect(validateDateText('2026-03-12', 'date')).toBeNull();
  });
});
