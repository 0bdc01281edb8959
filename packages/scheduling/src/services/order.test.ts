import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Service } from './catalog.ts';
import type { ServiceCategory } from './category.ts';
import { SERVICE_CATEGORIES } from './category.ts';
import { recommendedOrder } from './order.ts';

const s = (id: number, category: ServiceCategory, priority: number): Service => ({
  id,
  name: `Servizio ${id}`,
  price: 0,
  durationMinutes: 30,
  priority,
  active: true,
  category,
});
const self = (x: Service) => x;

describe('recommendedOrder', () => {
  it('puts colour before cut and shampoo before styling, whatever their priority', () => {
    const cut = s(1, 'TAGLIO', 1);
    const colour = s(2, 'COLORE', 5);
    const blow = s(3, 'PIEGA', 2);
    const wash = s(4, 'SHAMPOO', 9);
    expect(recommendedOrder([blow, wash, cut, colour], self).map((x) => x.id)).toEqual([
      2, 1, 4, 3,
    ]);
  });

  it('otherwise keeps priority order and works on any record through serviceOf', () => {
    const rows = [
      { key: 'b', rule: s(2, 'ESTETICA', 20) },
      { key: 'a', rule: s(1, 'MASSAGGIO', 10) },
    ];
    expect(recommendedOrder(rows, (r) => r.rule).map((r) => r.key)).toEqual(['a', 'b']);
  });

  it('property: a permutation of the input in which no cut precedes a colour', () => {
    const arb = fc.array(
      fc.tuple(fc.constantFrom(...SERVICE_CATEGORIES), fc.integer({ min: 0, max: 100 })),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(arb, (specs) => {
        const list = specs.map(([c, p], i) => s(i + 1, c, p));
        const ordered = recommendedOrder(list, self);
        expect(ordered.map((x) => Number(x.id)).sort((a, b) => a - b)).toEqual(
          list.map((x) => x.id),
        );
        for (const [before, after] of [
          ['COLORE', 'TAGLIO'],
          ['SHAMPOO', 'PIEGA'],
        ]) {
          const lastBefore = ordered.map((x) => x.category).lastIndexOf(before as ServiceCategory);
          const firstAfter = ordered.findIndex((x) => x.category === after);
          if (lastBefore !== -1 && firstAfter !== -1) expect(lastBefore).toBeLessThan(firstAfter);
        }
      }),
    );
  });
});
