import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation.ts';

describe('validateLogin', () => {
  it('asks for both fields when empty', () => {
    expect(validateLogin({ email: '  ', password: '', remember: false })).toEqual({
      email: "Inserisci l'indirizzo e-mail",
      password: 'Inserisci la password',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateLogin({ email: 'giulia@', password: 'x', remember: false })).toEqual({
      email: 'Indirizzo e-mail non valido',
    });
  });

  it('accepts a well-formed e-mail and any non-empty password', () => {
    expect(validateLogin({ email: 'giulia@salone.it', password: ' ', remember: true })).toEqual({});
  });
});
