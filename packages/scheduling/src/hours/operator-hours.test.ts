import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { isOvertime, isOvertimeAt, resolveOperatorHours } from './operator-hours.ts';
import { weeklyHoursOrNull } from './parse.ts';

const MARIA = '{"monday":[["09:00","13:00"],["14:00","19:00"]]}';
const SALON = weeklyHoursOrNull('{"monday":[["08:00","20:00"]],"tuesday":[["08:00","20:00"]]}');
const at = (s: string): Temporal.PlainDateTime => Temporal.PlainDateTime.from(s);

describe('resolveOperatorHours', () => {
  it('uses the operator’s own hours', () => {
    expect(resolveOperatorHours(MARIA, SALON)).toMatchObject({ kind: 'hours', inherited: false });
  });

  it('falls back to the salon hours when the operator has none, else is unrestricted', () => {
    expect(resolveOperatorHours(null, SALON)).toMatchObject({ kind: 'hours', inherited: true });
    expect(resolveOperatorHours('', null)).toEqual({ kind: 'unrestricted' });
    expect(resolveOperatorHours(undefined)).toEqual({ kind: 'unrestricted' });
  });

  it('marks malformed hours as such, never falling back', () => {
    expect(resolveOperatorHours('{"monday":[["9","13"]]}', SALON)).toMatchObject({
      kind: 'malformed',
    });
  });
});

describe('isOvertime', () => {
  const maria = resolveOperatorHours(MARIA);

  it('is false for slots inside the working hours, true outside (both sides of each edge)', () => {
    expect(isOvertime(maria, at('2026-11-16T08:30'))).toBe(true);
    expect(isOvertime(maria, at('2026-11-16T09:00'))).toBe(false);
    expect(isOvertime(maria, at('2026-11-16T12:30'))).toBe(false);
    expect(isOvertime(maria, at('2026-11-16T13:00'))).toBe(true);
    expect(isOvertime(maria, at('2026-11-16T13:30'))).toBe(true);
    expect(isOvertime(maria, at('2026-11-16T14:00'))).toBe(false);
    expect(isOvertime(maria, at('2026-11-16T18:30'))).toBe(false);
    expect(isOvertime(maria, at('2026-11-16T19:00'))).toBe(true);
  });

  it('counts a slot only partly inside as overtime', () => {
    expect(isOvertime(maria, at('2026-11-16T12:45'))).toBe(true);
    expect(isOvertime(maria, at('2026-11-16T12:45'), 15)).toBe(false);
  });

  it('is overtime all day on a closed day', () => {
    expect(isOvertime(maria, at('2026-11-17T10:00'))).toBe(true);
  });

  it('makes every slot overtime when the hours are malformed (SPEC.md §8)', () => {
    const broken = resolveOperatorHours('not json');
    expect(isOvertime(broken, at('2026-11-16T10:00'))).toBe(true);
    expect(isOvertimeAt(broken, 1, 600, 30)).toBe(true);
  });

  it('never marks overtime without any hours to compare', () => {
    expect(isOvertime(resolveOperatorHours(null), at('2026-11-22T23:00'))).toBe(false);
  });
});
