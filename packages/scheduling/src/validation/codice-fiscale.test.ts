import { describe, expect, it } from 'vitest';
import {
  CODICE_FISCALE_INVALID_MESSAGE,
  codiceFiscaleCheckLetter,
  isValidCodiceFiscale,
  normaliseCodiceFiscale,
  validateCodiceFiscale,
} from './codice-fiscale.ts';

describe('codice fiscale', () => {
  it('computes the check letter of a person’s code', () => {
    expect(codiceFiscaleCheckLetter('RSSMRA85T10A562')).toBe('S');
  });

  it('accepts a valid person’s code in any case and with spaces', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('rssmra85t10a562s')).toBe(true);
    expect(isValidCodiceFiscale(' RSSMRA 85T10 A562S ')).toBe(true);
    expect(normaliseCodiceFiscale(' rss mra ')).toBe('RSSMRA');
  });

  it('accepts letters in the digit places (omocodia) when the check letter matches', () => {
    const first15 = 'RSSMRA85T10A56N';
    expect(isValidCodiceFiscale(`${first15}${codiceFiscaleCheckLetter(first15)}`)).toBe(true);
  });

  it('refuses a wrong check letter, a wrong shape or a wrong length', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85Z10A562S')).toBe(false); // Z is no month
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false);
    expect(isValidCodiceFiscale('1SSMRA85T10A562S')).toBe(false);
  });

  it('accepts a company’s 11 digits only with the Partita IVA check digit', () => {
    expect(isValidCodiceFiscale('01234567897')).toBe(true);
    expect(isValidCodiceFiscale('01234567890')).toBe(false);
  });

  it('is optional: empty is valid, otherwise the Italian message', () => {
    expect(validateCodiceFiscale('')).toBeNull();
    expect(validateCodiceFiscale('   ')).toBeNull();
    expect(validateCodiceFiscale('RSSMRA85T10A562S')).toBeNull();
    expect(validateCodiceFiscale('ABC')).toBe(CODICE_FISCALE_INVALID_MESSAGE);
  });
});
