import { describe, expect, it } from 'vitest';
import {
  createSignupTokenMutation,
  signupTokenQueryOptions,
  signupTokensQueryOptions,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { boolean, eachLike, instant, integer, oneOf, regex } from './fixtures.ts';
import { interaction } from './support.ts';

/** What /admin reads of an invitation: the token for the link, its state and validity. */
const signupToken = {
  id: integer(7),
  token: regex('^[A-Za-z0-9_-]{16,128}$', 'INVITO2026BELLAVISTA'),
  status: oneOf(['VALID', 'USED', 'EXPIRED'], 'VALID'),
  valid: boolean(true),
  createdAt: instant(),
  expiresAt: instant('2030-03-01T10:00:00+01:00'),
};

describe('Admin', () => {
  it('POST /admin/signup-tokens', () =>
    interaction({
      state: states.admin,
      description: 'a new invitation for a salon',
      method: 'POST',
      path: '/admin/signup-tokens',
      body: { note: 'Salone di Via Roma', expiresInDays: 14 },
      status: 201,
      response: signupToken,
      run: async (app) => {
        const created = await app.mutate(createSignupTokenMutation(app.client), {
          note: 'Salone di Via Roma',
          expiresInDays: 14,
        });
        expect(created.valid).toBe(true);
      },
    }));

  it('GET /admin/signup-tokens', () =>
    interaction({
      state: states.admin,
      description: 'a request for the invitations',
      method: 'GET',
      path: '/admin/signup-tokens',
      status: 200,
      response: eachLike(signupToken),
      run: async (app) => {
        const tokens = await app.query(signupTokensQueryOptions(app.client));
        expect(tokens[0]?.status).toBe('VALID');
      },
    }));

  it('GET /admin/signup-tokens/{id}', () =>
    interaction({
      state: states.admin,
      description: 'a request for invitation 7',
      method: 'GET',
      path: '/admin/signup-tokens/7',
      status: 200,
      response: signupToken,
      run: async (app) => {
        expect((await app.query(signupTokenQueryOptions(app.client, 7))).id).toBe(7);
      },
    }));
});
