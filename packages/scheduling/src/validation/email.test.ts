import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    'anna@salone.it',
    'anna.rossi+tag@mail.salone.it',
    ' anna@salone.it ',
    "o'neil@x.co",
    'a@b-c.io',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'anna',
    '@salone.it',
    'anna@',
    'anna@salone',
    'anna@salone.i',
    'anna@salone.123',
    'anna..rossi@salone.it',
    '.anna@salone.it',
    'anna@-salone.it',
    'anna@salone..it',
    'an na@salone.it',
    `${'a'.repeat(65)}@salone.it`,
    `a@${'b'.repeat(250)}.it`,
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('is optional and gives the message when invalid', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('anna@salone.it')).toBeNull();
    expect(validateEmail('anna@')).toBe('Indirizzo e-mail non valido');
  });
});
