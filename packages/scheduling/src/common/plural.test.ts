import { describe, expect, it } from 'vitest';
import { pluralIt } from './plural.ts';

const future = { one: '# appuntamento futuro', other: '# appuntamenti futuri' };

describe('pluralIt', () => {
  it('1 is singular; 0, 2 and large counts are plural', () => {
    expect(pluralIt(1, future)).toBe('1 appuntamento futuro');
    expect(pluralIt(0, future)).toBe('0 appuntamenti futuri');
    expect(pluralIt(2, future)).toBe('2 appuntamenti futuri');
    expect(pluralIt(1_000_000, future)).toBe('1000000 appuntamenti futuri');
  });

  it('replaces every #', () => {
    expect(pluralIt(1, { one: '# di #', other: '' })).toBe('1 di 1');
  });
});
