import { describe, expect, it } from 'vitest';
import { sessionOf, storedUserOf } from './from-response.ts';
import { makeToken } from './token.ts';

describe('session from a login or refresh response', () => {
  it('keeps the account fields in the user record and the tokens apart', () => {
    const token = makeToken({ sub: '12', exp: 2_000_000_000 });
    const refreshToken = makeToken({ sub: '12', exp: 2_100_000_000 });
    const response = {
      token,
      refreshToken,
      id: 12,
      email: 'info@salonebellavista.it',
      name: 'Salone Bellavista',
      role: 'USER' as const,
      businessType: 'PARRUCCHIERE' as const,
      digitalCashEnabled: true,
    };
    expect(sessionOf(response)).toEqual({
      token,
      refreshToken,
      user: {
        id: 12,
        email: 'info@salonebellavista.it',
        name: 'Salone Bellavista',
        role: 'USER',
        businessType: 'PARRUCCHIERE',
        digitalCashEnabled: true,
      },
    });
    expect(storedUserOf(response)).not.toHaveProperty('token');
  });
});
