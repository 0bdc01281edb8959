// The admin console's salon calls (/admin, /admin/salon/{id}; issue #18), through the real
// factories of @agendina/api. The provider answers them with the admin's token (auth.ts).
import { describe, expect, it } from 'vitest';
import {
  adminSalonAuditQueryOptions,
  adminSalonKeysQueryOptions,
  adminSalonQueryOptions,
  adminSalonSessionsQueryOptions,
  adminSalonsQueryOptions,
  issueAdminSalonKeyMutation,
  revokeAdminSalonKeyMutation,
  revokeAdminSalonSessionMutation,
  revokeAllAdminSalonSessionsMutation,
  updateAdminSalonMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  boolean,
  eachLike,
  email,
  instant,
  integer,
  integrationKey,
  issuedIntegrationKey,
  like,
  oneOf,
  regex,
  string,
  uuid,
} from './fixtures.ts';
import { interaction } from './support.ts';

const SESSION = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const status = (example: string) =>
  oneOf(['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'NONE'], example);
const businessType = (example = 'PARRUCCHIERE') =>
  oneOf(['PARRUCCHIERE', 'ESTETISTA', 'MASSAGGIATORE'], example);

/** A row of the /admin table. */
const summary = {
  id: integer(1),
  name: string('Salone Bellavista'),
  ownerEmail: email('info@salonebellavista.it'),
  businessType: businessType(),
  planCode: regex('^[A-Z][A-Z0-9_]{1,31}$', 'PRO'),
  subscriptionStatus: status('ACTIVE'),
  createdAt: instant(),
  active: boolean(true),
  digitalCashEnabled: boolean(true),
};

/** /admin/salon/{id}: the account, its subscription and usage. */
const salon = (digitalCashEnabled: boolean) => ({
  id: integer(1),
  name: string('Salone Bellavista'),
  businessType: businessType(),
  active: boolean(true),
  digitalCashEnabled: boolean(digitalCashEnabled),
  createdAt: instant(),
  phoneNumber: string('+390612345678'),
  address: string('Via Roma 1, Roma'),
  timeZone: string('Europe/Rome'),
  ownerName: string('Salone Bellavista'),
  ownerEmail: email('info@salonebellavista.it'),
  ownerEmailVerified: boolean(true),
  subscription: {
    status: status('ACTIVE'),
    planCode: string('PRO'),
    planName: string('Pro'),
    interval: oneOf(['MONTHLY', 'YEARLY'], 'MONTHLY'),
    provider: oneOf(['TEST', 'STRIPE'], 'TEST'),
    trialEndsAt: instant(),
    currentPeriodEnd: instant(),
    cancelAtPeriodEnd: boolean(false),
  },
  usage: { operators: integer(2), clients: integer(1), appointmentsLast30Days: integer(0) },
});

const key = integrationKey();

describe('Admin salons', () => {
  it('GET /admin/salons', () =>
    interaction({
      state: states.adminSalon,
      description: 'a search of the salons by name, first page',
      method: 'GET',
      path: '/admin/salons',
      query: { q: 'bellavista', sort: 'name,asc', page: '0', size: '25' },
      status: 200,
      response: {
        content: eachLike(summary),
        page: integer(0),
        size: integer(25),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(
          adminSalonsQueryOptions(app.client, {
            q: 'bellavista',
            sort: 'name,asc',
            page: 0,
            size: 25,
          }),
        );
        expect(page.content[0]).toMatchObject({ id: 1, subscriptionStatus: 'ACTIVE' });
      },
    }));

  it('GET /admin/salons/{id}', () =>
    interaction({
      state: states.adminSalon,
      description: 'a request for salon 1',
      method: 'GET',
      path: '/admin/salons/1',
      status: 200,
      response: salon(true),
      run: async (app) => {
        const shown = await app.query(adminSalonQueryOptions(app.client, 1));
        expect(shown.subscription.planCode).toBe('PRO');
      },
    }));

  it('PATCH /admin/salons/{id}', () =>
    interaction({
      state: states.adminSalon,
      description: 'digital cash turned off for salon 1',
      method: 'PATCH',
      path: '/admin/salons/1',
      body: { digitalCashEnabled: false },
      status: 200,
      response: salon(false),
      run: async (app) => {
        const changed = await app.mutate(updateAdminSalonMutation(app.client, 1), {
          digitalCashEnabled: false,
        });
        expect(changed.digitalCashEnabled).toBe(false);
      },
    }));

  it('GET /admin/salons/{id}/sessions', () =>
    interaction({
      state: states.adminSalon,
      description: 'a request for the sessions of salon 1',
      method: 'GET',
      path: '/admin/salons/1/sessions',
      status: 200,
      response: eachLike({
        id: uuid(SESSION),
        userId: integer(12),
        userName: string('Salone Bellavista'),
        userEmail: email('info@salonebellavista.it'),
        createdAt: instant(),
        lastUsedAt: instant(),
        expiresAt: instant(),
        remember: boolean(false),
      }),
      run: async (app) => {
        const sessions = await app.query(adminSalonSessionsQueryOptions(app.client, 1));
        expect(sessions[0]?.userEmail).toBe('info@salonebellavista.it');
      },
    }));

  it('DELETE /admin/salons/{id}/sessions/{sessionId}', () =>
    interaction({
      state: states.adminSalon,
      description: `the end of session ${SESSION} of salon 1`,
      method: 'DELETE',
      path: `/admin/salons/1/sessions/${SESSION}`,
      status: 204,
      run: async (app) => {
        await app.mutate(revokeAdminSalonSessionMutation(app.client, 1), SESSION);
      },
    }));

  it('POST /admin/salons/{id}/sessions/revoke-all', () =>
    interaction({
      state: states.adminSalon,
      description: 'the end of every session of salon 1',
      method: 'POST',
      path: '/admin/salons/1/sessions/revoke-all',
      status: 200,
      response: { count: integer(2) },
      run: async (app) => {
        const ended = await app.mutate(
          revokeAllAdminSalonSessionsMutation(app.client, 1),
          undefined,
        );
        expect(ended.count).toBeGreaterThan(0);
      },
    }));

  it('GET /admin/salons/{id}/integration-keys', () =>
    interaction({
      state: states.adminSalon,
      description: 'a request for the integration keys of salon 1',
      method: 'GET',
      path: '/admin/salons/1/integration-keys',
      status: 200,
      response: eachLike(key),
      run: async (app) => {
        const keys = await app.query(adminSalonKeysQueryOptions(app.client, 1));
        expect(keys[0]?.label).toBe('Assistente WhatsApp');
      },
    }));

  it('POST /admin/salons/{id}/integration-keys', () =>
    interaction({
      state: states.adminSalon,
      description: 'a new integration key for salon 1',
      method: 'POST',
      path: '/admin/salons/1/integration-keys',
      body: { label: 'Assistente vocale' },
      status: 201,
      response: issuedIntegrationKey('Assistente vocale'),
      run: async (app) => {
        const issued = await app.mutate(issueAdminSalonKeyMutation(app.client, 1), {
          label: 'Assistente vocale',
        });
        expect(issued.secret.startsWith(issued.key.prefix)).toBe(true);
      },
    }));

  it('POST /admin/salons/{id}/integration-keys/{keyId}/revoke', () =>
    interaction({
      state: states.adminSalon,
      description: 'the revocation of integration key 3 of salon 1',
      method: 'POST',
      path: '/admin/salons/1/integration-keys/3/revoke',
      status: 200,
      response: { ...key, revokedAt: instant() },
      run: async (app) => {
        const revoked = await app.mutate(revokeAdminSalonKeyMutation(app.client, 1), 3);
        expect(revoked.revokedAt).not.toBeNull();
      },
    }));

  it('GET /admin/salons/{id}/audit', () =>
    interaction({
      state: states.adminSalon,
      description: 'a request for the audit log of salon 1',
      method: 'GET',
      path: '/admin/salons/1/audit',
      query: { page: '0' },
      status: 200,
      response: {
        content: eachLike({
          id: integer(91),
          at: instant(),
          actorEmail: string('admin@agendina.it'),
          action: string('salon.update'),
          summary: string('Cassa digitale attivata'),
          before: like({ digitalCashEnabled: false }),
          after: like({ digitalCashEnabled: true }),
        }),
        page: integer(0),
        size: integer(20),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const log = await app.query(adminSalonAuditQueryOptions(app.client, 1));
        expect(log.content[0]?.summary).toBe('Cassa digitale attivata');
      },
    }));
});
