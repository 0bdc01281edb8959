import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  composePhoneNumber,
  DEFAULT_PHONE_PREFIX,
  isValidFullPhoneNumber,
  PHONE_MESSAGES,
  PHONE_PREFIXES,
  sanitisePhoneInput,
  splitPhoneNumber,
  internationalPhoneDigits,
  validatePhone,
} from './phone.ts';

const digits = (n: number, first = '3'): string => (first + '1234567890123456789').slice(0, n);

describe('phone prefixes', () => {
  it('are those of SPEC.md §5, +39 by default', () => {
    expect(PHONE_PREFIXES).toEqual(['+39', '+1', '+33', '+49', '+34', '+41', '+43', '+44']);
    expect(DEFAULT_PHONE_PREFIX).toBe('+39');
  });
});

describe('sanitisePhoneInput', () => {
  it('keeps digits only, at most 15 characters', () => {
    expect(sanitisePhoneInput('333 12-34 (567)')).toBe('3331234567');
    expect(sanitisePhoneInput('1234567890123456789')).toBe('123456789012345');
    expect(sanitisePhoneInput('+39 abc')).toBe('39');
  });

  it('never yields anything but up to 15 digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(sanitisePhoneInput(s)).toMatch(/^\d{0,15}$/);
      }),
    );
  });
});

describe('validatePhone (messages word for word)', () => {
  it('accepts an empty phone: it is optional', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('  ')).toBeNull();
  });

  it('needs at least 6 digits (5 fails, 6 passes)', () => {
    expect(validatePhone(digits(5))).toBe('Il numero deve essere di almeno 6 cifre');
    expect(validatePhone(digits(6))).toBeNull();
    expect(PHONE_MESSAGES.tooShort).toBe('Il numero deve essere di almeno 6 cifre');
  });

  it('allows at most 14 digits (14 passes with +1, 15 fails)', () => {
    expect(validatePhone(digits(14), '+1')).toBeNull();
    expect(validatePhone(digits(15), '+1')).toBe('Il numero non può superare le 14 cifre');
    expect(PHONE_MESSAGES.tooLong).toBe('Il numero non può superare le 14 cifre');
  });

  it('checks the full number: plus, a non-zero digit, then 6 to 14 digits', () => {
    // +39 + 13 digits = '+3' then 14 digits: fine; + 14 digits = 15 after the first: too many.
    expect(validatePhone(digits(13), '+39')).toBeNull();
    expect(validatePhone(digits(14), '+39')).toBe('Formato numero non valido');
    expect(validatePhone('012345', '+39')).toBeNull();
    expect(validatePhone('333123', '+7')).toBe('Formato numero non valido');
    expect(validatePhone('33a1234')).toBe('Formato numero non valido');
    expect(PHONE_MESSAGES.invalid).toBe('Formato numero non valido');
  });

  it('isValidFullPhoneNumber on both sides of each limit', () => {
    expect(isValidFullPhoneNumber('+1234567')).toBe(true); // 1 + 6
    expect(isValidFullPhoneNumber('+123456')).toBe(false); // 1 + 5
    expect(isValidFullPhoneNumber('+123456789012345')).toBe(true); // 1 + 14
    expect(isValidFullPhoneNumber('+1234567890123456')).toBe(false); // 1 + 15
    expect(isValidFullPhoneNumber('+0234567')).toBe(false);
    expect(isValidFullPhoneNumber('1234567')).toBe(false);
  });

  it('accepts every 6 to 12 digit number under every prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_PREFIXES),
        fc.stringMatching(/^\d{6,12}$/),
        (prefix, number) => {
          expect(validatePhone(number, prefix)).toBeNull();
        },
      ),
    );
  });
});

describe('composePhoneNumber / splitPhoneNumber', () => {
  it('joins prefix and digits, null when empty', () => {
    expect(composePhoneNumber('+39', '333 1234567')).toBe('+393331234567');
    expect(composePhoneNumber('+39', '')).toBeNull();
  });

  it('splits on the longest offered prefix', () => {
    expect(splitPhoneNumber('+393331234567')).toEqual({ prefix: '+39', digits: '3331234567' });
    expect(splitPhoneNumber('+1 (555) 123-4567')).toEqual({ prefix: '+1', digits: '5551234567' });
    expect(splitPhoneNumber('0044 20 7946 0958')).toEqual({ prefix: '+44', digits: '2079460958' });
    expect(splitPhoneNumber('3331234567')).toEqual({ prefix: '+39', digits: '3331234567' });
    expect(splitPhoneNumber(null)).toEqual({ prefix: '+39', digits: '' });
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_PREFIXES),
        fc.stringMatching(/^[1-9]\d{5,11}$/),
        (prefix, number) => {
          const full = composePhoneNumber(prefix, number) as string;
          const split = splitPhoneNumber(full);
          expect(composePhoneNumber(split.prefix, split.digits)).toBe(full);
        },
      ),
    );
  });
});

describe('internationalPhoneDigits', () => {
  it('gives the digits of the international form, for wa.me and tel:', () => {
    expect(internationalPhoneDigits('+39 333 123 4567')).toBe('393331234567');
    expect(internationalPhoneDigits('0044 20 7946 0958')).toBe('442079460958');
    // A country code outside the form's list is kept, not replaced by +39.
    expect(internationalPhoneDigits('+81 3-1234-5678')).toBe('81312345678');
  });

  it('reads a number without a prefix as Italian, and nothing as null', () => {
    expect(internationalPhoneDigits('333 1234567')).toBe('393331234567');
    expect(internationalPhoneDigits('')).toBeNull();
    expect(internationalPhoneDigits(null)).toBeNull();
  });
});
