// The salon owner's own integration keys in /salone (issue #18), through the real factories.
import { describe, expect, it } from 'vitest';
import {
  issueMyIntegrationKeyMutation,
  myIntegrationKeysQueryOptions,
  revokeMyIntegrationKeyMutation,
  rotateMyIntegrationKeyMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, instant, integrationKey, issuedIntegrationKey } from './fixtures.ts';
import { interaction } from './support.ts';

const key = integrationKey();

describe('Integration keys (owner)', () => {
  it('GET /users/me/integration-keys', () =>
    interaction({
      state: states.ownerKey,
      description: "a request for the salon's integration keys",
      method: 'GET',
      path: '/users/me/integration-keys',
      status: 200,
      response: eachLike(key),
      run: async (app) => {
        const keys = await app.query(myIntegrationKeysQueryOptions(app.client));
        expect(keys[0]?.prefix).toBe('agk_Q7f3');
      },
    }));

  it('POST /users/me/integration-keys', () =>
    interaction({
      state: states.ownerKey,
      description: 'a new integration key of the salon',
      method: 'POST',
      path: '/users/me/integration-keys',
      body: { label: 'Assistente vocale' },
      status: 201,
      response: issuedIntegrationKey('Assistente vocale'),
      run: async (app) => {
        const created = await app.mutate(issueMyIntegrationKeyMutation(app.client), {
          label: 'Assistente vocale',
        });
        expect(created.secret.startsWith(created.key.prefix)).toBe(true);
      },
    }));

  it('POST /users/me/integration-keys/{keyId}/rotate', () =>
    interaction({
      state: states.ownerKey,
      description: 'the rotation of integration key 3',
      method: 'POST',
      path: '/users/me/integration-keys/3/rotate',
      status: 201,
      response: issuedIntegrationKey('Assistente WhatsApp'),
      run: async (app) => {
        const rotated = await app.mutate(rotateMyIntegrationKeyMutation(app.client), 3);
        expect(rotated.key.label).toBe('Assistente WhatsApp');
      },
    }));

  it('POST /users/me/integration-keys/{keyId}/revoke', () =>
    interaction({
      state: states.ownerKey,
      description: 'the revocation of integration key 3',
      method: 'POST',
      path: '/users/me/integration-keys/3/revoke',
      status: 200,
      response: { ...key, revokedAt: instant() },
      run: async (app) => {
        const revoked = await app.mutate(revokeMyIntegrationKeyMutation(app.client), 3);
        expect(revoked.revokedAt).not.toBeNull();
      },
    }));
});
