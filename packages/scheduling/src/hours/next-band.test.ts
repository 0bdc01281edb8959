import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_BAND_MINUTES, nextFreeBand } from './next-band.ts';

const h = (start: number, end: number) => ({ startMinute: start * 60, endMinute: end * 60 });

describe('nextFreeBand', () => {
  it('offers nothing after a day that already ends at closing time, and says why', () => {
    expect(nextFreeBand([h(9, 19)], [h(9, 19)])).toEqual({
      kind: 'none',
      reason: "Nessuna fascia libera entro l'orario di apertura (09:00–19:00)",
    });
  });

  it('offers the lunch break the operator left free', () => {
    expect(nextFreeBand([h(9, 13), h(15, 19)], [h(9, 19)])).toEqual({
      kind: 'band',
      band: h(13, 15),
    });
  });

  it('prefers the time after the last band to an earlier gap', () => {
    expect(nextFreeBand([h(10, 12)], [h(9, 19)])).toEqual({ kind: 'band', band: h(12, 19) });
    expect(nextFreeBand([h(10, 19)], [h(9, 19)])).toEqual({ kind: 'band', band: h(9, 10) });
  });

  it('keeps to the salon ranges of the day', () => {
    expect(nextFreeBand([h(9, 13)], [h(9, 13), h(14, 19)])).toEqual({
      kind: 'band',
      band: h(14, 19),
    });
  });

  it('starts an empty day with the first opening range, or 09:00–19:00 when nothing bounds it', () => {
    expect(nextFreeBand([], [h(9, 13), h(14, 19)])).toEqual({
      kind: 'band',
      band: h(9, 13),
    });
    expect(nextFreeBand([], [])).toEqual({ kind: 'band', band: h(9, 19) });
    expect(nextFreeBand([], null)).toEqual({ kind: 'band', band: h(9, 19) });
  });

  it('without opening hours offers the rest of the day, up to 23:59', () => {
    expect(nextFreeBand([h(9, 19)], null)).toEqual({
      kind: 'band',
      band: { startMinute: 19 * 60, endMinute: 23 * 60 + 59 },
    });
  });

  it('ignores a gap shorter than a quarter of an hour', () => {
    const band = { startMinute: 9 * 60, endMinute: 18 * 60 + 50 };
    expect(nextFreeBand([band], [h(9, 19)]).kind).toBe('none');
  });

  it('refuses a seventh band', () => {
    const six = [0, 1, 2, 3, 4, 5].map((i) => h(8 + i, 8 + i + 0.5));
    expect(nextFreeBand(six, null)).toEqual({
      kind: 'none',
      reason: 'Al massimo 6 fasce al giorno',
    });
  });

  it('never offers a band that overlaps one, leaves the opening hours or is too short', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 1, max: 300 }))
      .map(([start, length]) => ({ startMinute: start, endMinute: Math.min(start + length, 1439) }))
      .filter((r) => r.endMinute > r.startMinute);
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 5 }),
        fc.array(range, { maxLength: 3 }),
        (bands, raw) => {
          // Opening ranges are sorted and disjoint, as parseWeeklyHours gives them.
          const opening = raw
            .sort((a, b) => a.startMinute - b.startMinute)
            .filter((r, i, all) => i === 0 || r.startMinute >= all[i - 1]!.endMinute);
          const result = nextFreeBand(bands, opening);
          if (result.kind === 'none') return;
          const { band } = result;
          if (bands.length === 0) return;
          expect(band.endMinute - band.startMinute).toBeGreaterThanOrEqual(MIN_BAND_MINUTES);
          for (const b of bands)
            expect(band.endMinute <= b.startMinute || band.startMinute >= b.endMinute).toBe(true);
          if (opening.length > 0)
            expect(
              opening.some(
                (o) => o.startMinute <= band.startMinute && band.endMinute <= o.endMinute,
              ),
            ).toBe(true);
        },
      ),
    );
  });
});
