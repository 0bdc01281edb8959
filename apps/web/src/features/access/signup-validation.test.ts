import { describe, expect, it } from 'vitest';
import { validateSignup, type SignupValues } from './signup-validation.ts';

const valid: SignupValues = {
  name: 'Salone Bella Vista',
  email: 'info@bellavista.it',
  businessType: 'PARRUCCHIERE',
  phonePrefix: '+39',
  phoneDigits: '3471234567',
  password: 'segreta1',
  confirmPassword: 'segreta1',
  termsAccepted: true,
};

describe('validateSignup', () => {
  it('accepts a complete form, with or without a phone', () => {
    expect(validateSignup(valid)).toEqual({});
    expect(validateSignup({ ...valid, phoneDigits: '' })).toEqual({});
  });

  it('names every missing or wrong field in Italian', () => {
    expect(
      validateSignup({
        ...valid,
        name: ' ',
        email: 'info@',
        phoneDigits: '12345',
        password: 'abc',
        confirmPassword: 'abd',
        termsAccepted: false,
      }),
    ).toEqual({
      name: 'Inserisci il nome della tua attività',
      email: 'Indirizzo e-mail non valido',
      phoneDigits: 'Il numero deve essere di almeno 6 cifre',
      password: 'La password deve essere lunga almeno 6 caratteri',
      confirmPassword: 'Le password non coincidono',
      termsAccepted: 'Per registrarti devi accettare termini e privacy',
    });
  });
});
