import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardDigits, luhnValid } from './luhn.ts';

/** The digit that makes `body` + digit pass Luhn (the reference construction, from the right). */
function checkDigit(body: string): number {
  return Array.from({ length: 10 }, (_, d) => d).find((d) => luhnValid(body + d)) ?? -1;
}

describe('luhnValid', () => {
  it("accepts the providers' test cards as people type them", () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000-0000-0000-0002')).toBe(true);
    expect(luhnValid('4000002760003184')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true); // American Express, 15 digits
    expect(luhnValid('5555555555554444')).toBe(true);
  });

  it('refuses a wrong digit, letters, and lengths no card has', () => {
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242 4242 4242 424a')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false); // 11 digits
    expect(luhnValid('0'.repeat(20))).toBe(false);
  });

  it('ignores the spaces and dashes between groups', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  it('has exactly one check digit for any body of 11 to 18 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (body) => {
        const valid = Array.from({ length: 10 }, (_, d) => luhnValid(body + d)).filter(Boolean);
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, at, delta) => {
          const card = body + String(checkDigit(body));
          const pos = at % card.length;
          const typo =
            card.slice(0, pos) + String((Number(card[pos]) + delta) % 10) + card.slice(pos + 1);
          expect(luhnValid(typo)).toBe(false);
        },
      ),
    );
  });

  it('catches swapping two different neighbours, except 0 and 9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), (body, at) => {
        const card = body + String(checkDigit(body));
        const pos = at % (card.length - 1);
        const [a, b] = [card[pos], card[pos + 1]];
        fc.pre(a !== b && !(`${a}${b}` === '09' || `${a}${b}` === '90'));
        const swapped = card.slice(0, pos) + b + a + card.slice(pos + 2);
        expect(luhnValid(swapped)).toBe(false);
      }),
    );
  });
});
