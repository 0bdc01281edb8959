import { describe, expect, it } from 'vitest';
import { parseActivePeriods } from './periods.ts';

describe('parseActivePeriods', () => {
  it('reads JSON text or an array, sorted by offset', () => {
    expect(
      parseActivePeriods('[{"startOffset":45,"duration":30},{"startOffset":0,"duration":20}]'),
    ).toEqual([
      { startOffset: 0, duration: 20 },
      { startOffset: 45, duration: 30 },
    ]);
    expect(parseActivePeriods([{ startOffset: 0, duration: 60 }])).toEqual([
      { startOffset: 0, duration: 60 },
    ]);
  });

  it('merges overlapping periods and keeps touching ones apart', () => {
    expect(
      parseActivePeriods([
        { startOffset: 0, duration: 30 },
        { startOffset: 20, duration: 30 },
        { startOffset: 10, duration: 5 },
      ]),
    ).toEqual([{ startOffset: 0, duration: 50 }]);
    expect(
      parseActivePeriods([
        { startOffset: 0, duration: 30 },
        { startOffset: 30, duration: 15 },
      ]),
    ).toHaveLength(2);
  });

  it('gives null (one whole block) when absent or empty', () => {
    for (const raw of [null, undefined, '', '  ', '[]', []])
      expect(parseActivePeriods(raw)).toBeNull();
  });

  it.each([
    ['bad JSON', '[{'],
    ['an object', '{"startOffset":0,"duration":10}'],
    ['a number item', [3]],
    ['a null item', [null]],
    ['a missing duration', [{ startOffset: 0 }]],
    ['a negative offset', [{ startOffset: -5, duration: 10 }]],
    ['a zero duration', [{ startOffset: 0, duration: 0 }]],
    ['a fractional duration', [{ startOffset: 0, duration: 12.5 }]],
    ['a text offset', [{ startOffset: '0', duration: 10 }]],
    ['one bad item among good ones', [{ startOffset: 0, duration: 10 }, { startOffset: 20 }]],
  ])('gives null when malformed: %s', (_name, raw) => {
    expect(parseActivePeriods(raw)).toBeNull();
  });
});
