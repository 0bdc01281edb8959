import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import fc from 'fast-check';
import { candidateStarts } from './candidate-starts.ts';

const at = (text: string) => Temporal.PlainDateTime.from(text);
const texts = (starts: Temporal.PlainDateTime[]) => starts.map((s) => s.toString().slice(0, 16));

describe('candidateStarts', () => {
  it('tries the requested day nearest first, earlier first on a tie, without the requested time', () => {
    expect(texts(candidateStarts(at('2030-03-11T10:00'), 1).slice(0, 4))).toEqual([
      '2030-03-11T09:45',
      '2030-03-11T10:15',
      '2030-03-11T09:30',
      '2030-03-11T10:30',
    ]);
  });

  it('then each next day with the requested time first', () => {
    const starts = candidateStarts(at('2030-03-11T10:00'), 3);
    expect(starts).toHaveLength(95 + 96 + 96);
    expect(texts([starts[95]!, starts[96]!, starts[191]!])).toEqual([
      '2030-03-12T10:00',
      '2030-03-12T09:45',
      '2030-03-13T10:00',
    ]);
  });

  it('offers each quarter hour of the days once, and never the requested start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 3 }), (q, days) => {
        const requested = at('2030-10-27T00:00').add({ minutes: q * 15 });
        const starts = texts(candidateStarts(requested, days));
        expect(new Set(starts).size).toBe(starts.length);
        expect(starts).toHaveLength(96 * days - 1);
        expect(starts).not.toContain(requested.toString().slice(0, 16));
      }),
    );
  });
});
