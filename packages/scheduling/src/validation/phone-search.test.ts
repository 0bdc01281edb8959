import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './phone-search.ts';

describe('phoneSearchDigits', () => {
  it('keeps the digits of a phone-like term, whatever the spacing or prefix typed', () => {
    expect(phoneSearchDigits('347 123')).toBe('347123');
    expect(phoneSearchDigits(' +39 (347) 123-45.6/7 ')).toBe('393471234567');
  });

  it('is null for names, mixed terms and terms without digits', () => {
    expect(phoneSearchDigits('Rossi')).toBeNull();
    expect(phoneSearchDigits('Anna 3')).toBeNull();
    expect(phoneSearchDigits('+ - ')).toBeNull();
    expect(phoneSearchDigits('')).toBeNull();
  });
});
