import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERVICE_CATEGORIES } from '../services/category.ts';
import type { ServiceCategory } from '../services/category.ts';
import {
  COLORE,
  LUCA,
  MANICURE,
  MARIA,
  PIEGA,
  SARA,
  SHAMPOO,
  TAGLIO,
  TRATTAMENTO,
  block,
  visit,
} from '../test-support/booking.ts';
import {
  classifyGap,
  clientGaps,
  GAP_RULES,
  gapChecks,
  gapLimits,
  ruleApplies,
} from './gap-rules.ts';
import type { CheckItem } from './check-item.ts';

/** The gap lines of a two-service visit with `gap` minutes between them. */
function gapBetween(first: number, second: number, gap: number): CheckItem[] {
  return gapChecks(
    visit('2026-11-16T09:00', [
      block(first, MARIA),
      block(second, SARA, { requiredGapBefore: gap }),
    ]),
  );
}
const codes = (items: CheckItem[]): string[] => items.map((i) => `${i.type}:${i.code}`);

describe('generic gaps (SPEC.md §5): 15 info, over 60 warning, over 90 error', () => {
  it.each([
    [0, []],
    [14, []],
    [15, ['info:GAP_INFO']],
    [16, ['info:GAP_INFO']],
    [59, ['info:GAP_INFO']],
    [60, ['info:GAP_INFO']],
    [61, ['warning:GAP_LONG']],
    [89, ['warning:GAP_LONG']],
    [90, ['warning:GAP_LONG']],
    [91, ['error:GAP_CRITICAL']],
    [240, ['error:GAP_CRITICAL']],
  ])('a gap of %i minutes gives %j', (gap, expected) => {
    expect(codes(gapBetween(TRATTAMENTO, MANICURE, gap))).toEqual(expected);
  });
});

describe('after a colour: over 20 warning, over 60 error', () => {
  it.each([
    [14, []],
    [15, ['info:GAP_INFO']],
    [20, ['info:GAP_INFO']],
    [21, ['warning:GAP_AFTER_COLOR']],
    [60, ['warning:GAP_AFTER_COLOR']],
    [61, ['error:GAP_AFTER_COLOR_CRITICAL']],
    [89, ['error:GAP_AFTER_COLOR_CRITICAL']],
    [90, ['error:GAP_AFTER_COLOR_CRITICAL']],
    [91, ['error:GAP_AFTER_COLOR_CRITICAL']],
  ])('a gap of %i minutes after colour gives %j', (gap, expected) => {
    expect(codes(gapBetween(COLORE, SHAMPOO, gap))).toEqual(expected);
  });

  it('writes one error for a 95-minute gap after colour, not three lines', () => {
    const items = gapBetween(COLORE, PIEGA, 95);
    expect(items).toEqual([
      {
        type: 'error',
        code: 'GAP_AFTER_COLOR_CRITICAL',
        title: 'Attesa critica dopo il colore',
        message: "1 h 35 min tra Colore e Piega: dopo un colore l'attesa non può superare 60 min.",
        blockIndexes: [0, 1],
      },
    ]);
  });
});

describe('before a cut: over 20 warning', () => {
  it.each([
    [20, ['info:GAP_INFO']],
    [21, ['warning:GAP_BEFORE_CUT']],
    [61, ['warning:GAP_BEFORE_CUT']],
    [90, ['warning:GAP_BEFORE_CUT']],
    [91, ['error:GAP_CRITICAL']],
  ])('a gap of %i minutes before a cut gives %j', (gap, expected) => {
    expect(
      codes(
        gapChecks(
          visit('2026-11-16T09:00', [
            block(TRATTAMENTO, SARA),
            block(TAGLIO, MARIA, { requiredGapBefore: gap }),
          ]),
        ),
      ),
    ).toEqual(expected);
  });

  it('lets the colour rule speak when the cut follows a colour', () => {
    expect(codes(gapBetween(COLORE, TAGLIO, 25))).toEqual(['warning:GAP_AFTER_COLOR']);
  });
});

describe('after shampoo: over 10 warning', () => {
  it.each([
    [10, []],
    [11, ['warning:GAP_AFTER_SHAMPOO']],
    [15, ['warning:GAP_AFTER_SHAMPOO']],
    [61, ['warning:GAP_AFTER_SHAMPOO']],
    [90, ['warning:GAP_AFTER_SHAMPOO']],
    [91, ['error:GAP_CRITICAL']],
  ])('a gap of %i minutes after shampoo gives %j', (gap, expected) => {
    expect(
      codes(
        gapChecks(
          visit('2026-11-16T09:00', [
            block(SHAMPOO, LUCA),
            block(PIEGA, MARIA, { requiredGapBefore: gap }),
          ]),
        ),
      ),
    ).toEqual(expected);
  });
});

describe('classifyGap', () => {
  const severity = { error: 0, warning: 1, info: 2 } as const;
  const cat = fc.constantFrom<ServiceCategory>(...SERVICE_CATEGORIES);

  it('picks the most severe applicable rule, and the specific one among equals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), cat, cat, (gap, prev, next) => {
        const chosen = classifyGap(gap, prev, next);
        const applicable = GAP_RULES.filter((r) => ruleApplies(r, gap, prev, next));
        if (applicable.length === 0) {
          expect(chosen).toBeNull();
          return;
        }
        const best = Math.min(...applicable.map((r) => severity[r.type]));
        expect(chosen && severity[chosen.type]).toBe(best);
        expect(chosen).toBe(applicable[0]);
      }),
    );
  });

  it('is an error exactly when over 90, or over 60 after colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), cat, cat, (gap, prev, next) => {
        const isError = classifyGap(gap, prev, next)?.type === 'error';
        expect(isError).toBe(gap > 90 || (prev === 'COLORE' && gap > 60));
      }),
    );
  });
});

describe('clientGaps', () => {
  it('measures from the service that ended last, ignoring parallel overlaps', () => {
    const t = visit('2026-11-16T09:00', [
      block(COLORE, MARIA),
      block(MANICURE, SARA, { canRunInParallel: true }),
      block(TAGLIO, LUCA, { requiredGapBefore: 30 }),
    ]);
    expect(clientGaps(t).map((g) => [g.gap, g.prev.serviceName, g.next.serviceName])).toEqual([
      [30, 'Colore', 'Taglio donna'],
    ]);
  });
});

describe('gapLimits', () => {
  it('gives the limits of SPEC.md §5 for each kind of gap', () => {
    expect(gapLimits('COLORE', 'PIEGA')).toEqual({ warningAbove: 20, criticalAbove: 60 });
    expect(gapLimits('SHAMPOO', 'TAGLIO')).toEqual({ warningAbove: 10, criticalAbove: 90 });
    expect(gapLimits('PIEGA', 'TAGLIO')).toEqual({ warningAbove: 20, criticalAbove: 90 });
    expect(gapLimits('MASSAGGIO', 'ESTETICA')).toEqual({ warningAbove: 60, criticalAbove: 90 });
  });

  it('is where classifyGap changes severity, for every pair of categories', () => {
    for (const prev of SERVICE_CATEGORIES)
      for (const next of SERVICE_CATEGORIES) {
        const { warningAbove, criticalAbove } = gapLimits(prev, next);
        expect([undefined, 'info']).toContain(classifyGap(warningAbove, prev, next)?.type);
        expect(classifyGap(warningAbove + 1, prev, next)?.type).toBe('warning');
        expect(classifyGap(criticalAbove, prev, next)?.type).not.toBe('error');
        expect(classifyGap(criticalAbove + 1, prev, next)?.type).toBe('error');
      }
  });
});
