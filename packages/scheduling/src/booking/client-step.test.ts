import { describe, expect, it } from 'vitest';
import { validateClientStep } from './client-step.ts';

describe('validateClientStep (SPEC.md §5)', () => {
  it('accepts an existing client', () => {
    expect(validateClientStep({ mode: 'existing', clientId: 4 })).toEqual({
      valid: true,
      errors: {},
    });
  });

  it('needs a client to be chosen', () => {
    expect(validateClientStep({ mode: 'existing', clientId: null })).toEqual({
      valid: false,
      errors: { client: 'Seleziona un cliente' },
    });
  });

  it('accepts a new client with only a name', () => {
    expect(validateClientStep({ mode: 'new', name: 'Anna' })).toEqual({ valid: true, errors: {} });
  });

  it('needs a non-blank name for a new client', () => {
    expect(validateClientStep({ mode: 'new', name: '   ' })).toEqual({
      valid: false,
      errors: { name: 'Inserisci il nome del cliente' },
    });
  });

  it('checks the optional phone and e-mail when given', () => {
    expect(validateClientStep({ mode: 'new', name: 'Anna', phone: '12345' }).errors).toEqual({
      phone: 'Il numero deve essere di almeno 6 cifre',
    });
    expect(
      validateClientStep({ mode: 'new', name: 'Anna', phonePrefix: '+1', phone: '123456789012345' })
        .errors,
    ).toEqual({
      phone: 'Il numero non può superare le 14 cifre',
    });
    expect(
      validateClientStep({ mode: 'new', name: 'Anna', phonePrefix: '+39', phone: '12345678901234' })
        .errors,
    ).toEqual({ phone: 'Formato numero non valido' });
    expect(
      validateClientStep({ mode: 'new', name: 'Anna', phone: '3331234567', email: 'anna@' }).errors,
    ).toEqual({ email: 'Indirizzo e-mail non valido' });
    expect(
      validateClientStep({
        mode: 'new',
        name: 'Anna',
        phone: '3331234567',
        email: 'anna@salone.it',
      }).valid,
    ).toBe(true);
  });
});
