import { describe, expect, it } from 'vitest';
import {
  definedOnly,
  idOrUndefined,
  isoDateOrUndefined,
  oneOfOrUndefined,
  textOrUndefined,
} from './search-params.ts';

describe('search param checks', () => {
  it('keeps a date that exists, written yyyy-MM-dd', () => {
    expect(isoDateOrUndefined('2026-11-19')).toBe('2026-11-19');
    expect(isoDateOrUndefined('2028-02-29')).toBe('2028-02-29');
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '19/11/2026',
      '2026-11-19T10:00',
      '',
      20261119,
    ])
      expect(isoDateOrUndefined(value)).toBeUndefined();
  });
  it('keeps a positive integer id, as number or digits', () => {
    expect(idOrUndefined(2)).toBe(2);
    expect(idOrUndefined('2')).toBe(2);
    for (const value of [0, -3, 1.5, '2x', '', null, [2], Number.MAX_SAFE_INTEGER + 1])
      expect(idOrUndefined(value)).toBeUndefined();
  });
  it('keeps only an allowed value', () => {
    expect(oneOfOrUndefined(['giorno', 'mese'], 'mese')).toBe('mese');
    expect(oneOfOrUndefined(['giorno', 'mese'], 'anno')).toBeUndefined();
  });
  it('keeps a text that is not blank, as typed', () => {
    expect(textOrUndefined(' rossi')).toBe(' rossi');
    expect(textOrUndefined('   ')).toBeUndefined();
    expect(textOrUndefined(3)).toBeUndefined();
  });
  it('leaves out what is undefined', () => {
    expect(definedOnly({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
    expect(Object.keys(definedOnly({ a: undefined }))).toEqual([]);
  });
});
