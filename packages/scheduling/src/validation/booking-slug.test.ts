import { describe, expect, it } from 'vitest';
import { SLUG_MESSAGES, slugProblem, suggestSlug } from './booking-slug.ts';

describe('slugProblem', () => {
  it('takes lowercase letters, digits and inner hyphens, 3 to 40 characters', () => {
    expect(slugProblem('salone-bellavista')).toBeNull();
    expect(slugProblem('studio-2')).toBeNull();
    expect(slugProblem('ab')).toBe(SLUG_MESSAGES.length);
    expect(slugProblem('a'.repeat(41))).toBe(SLUG_MESSAGES.length);
    for (const bad of ['-salone', 'salone-', 'Salone', 'salone bella', 'salone--bella', 'caffè'])
      expect(slugProblem(bad)).toBe(SLUG_MESSAGES.characters);
    expect(slugProblem('admin')).toBe(SLUG_MESSAGES.reserved);
    expect(slugProblem('login')).toBe(SLUG_MESSAGES.reserved);
  });
});

describe('suggestSlug', () => {
  it('makes an address from the salon name that passes the rule', () => {
    expect(suggestSlug('Salone Bellavista')).toBe('salone-bellavista');
    expect(suggestSlug("L'Estetica di Côté & Figli")).toBe('l-estetica-di-cote-figli');
    expect(suggestSlug('Jo')).toBe('salone-jo');
    expect(suggestSlug('Admin')).toBe('salone-admin');
    const long = suggestSlug('Centro benessere e massaggi della signora Maria Rossi a Roma');
    expect(long.length).toBeLessThanOrEqual(40);
    for (const name of ['Salone Bellavista', 'Jo', 'Admin', '  ÀÈÌ  ', 'x'.repeat(80)])
      expect(slugProblem(suggestSlug(name))).toBeNull();
  });
});
