import { compareServices } from './catalog.ts';
import type { Service } from './catalog.ts';
import type { ServiceCategory } from './category.ts';

/** Pairs of categories whose first must come before the second (colour before cut, shampoo before styling). */
export const ORDER_RULES: readonly (readonly [ServiceCategory, ServiceCategory])[] = [
  ['COLORE', 'TAGLIO'],
  ['SHAMPOO', 'PIEGA'],
];

/**
 * The recommended execution order of services: by priority (compareServices), then every service
 * of a category that must come first is moved before the first one that must follow it.
 * `serviceOf` reads the rule form of an item, so callers can order their own records.
 */
export function recommendedOrder<T>(items: readonly T[], serviceOf: (item: T) => Service): T[] {
  const sorted = [...items].sort((a, b) => compareServices(serviceOf(a), serviceOf(b)));
  for (const [before, after] of ORDER_RULES) {
    const firstAfter = sorted.findIndex((s) => serviceOf(s).category === after);
    if (firstAfter === -1) continue;
    for (let i = firstAfter + 1; i < sorted.length; i++) {
      if (serviceOf(sorted[i] as T).category === before) {
        const [moved] = sorted.splice(i, 1);
        sorted.splice(firstAfter, 0, moved as T);
      }
    }
  }
  return sorted;
}
