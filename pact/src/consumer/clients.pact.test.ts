import { describe, expect, it } from 'vitest';
import {
  clientQueryOptions,
  clientSchedulingPreferencesQueryOptions,
  clientsQueryOptions,
  clientsToCallbackQueryOptions,
  createClientMutation,
  deleteClientMutation,
  describeError,
  filterClients,
  updateClientMutation,
  updateClientSchedulingPreferencesMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  client,
  deleted,
  eachLike,
  errorBody,
  instant,
  integer,
  oneOf,
  regex,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

const giulia = {
  name: 'Giulia Rossi',
  phoneNumber: '+393471234567',
  email: 'giulia.rossi@example.it',
};
const preferences = {
  clientId: integer(42),
  preferredHairdresserId: integer(3),
  preferredDays: eachLike(
    oneOf(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      'thursday',
    ),
  ),
  preferredTimeBand: oneOf(['ANY', 'MORNING', 'AFTERNOON', 'EVENING'], 'MORNING'),
};

describe('Clients', () => {
  it('GET /clients', () =>
    interaction({
      state: states.client,
      description: 'a request for the client archive for the search',
      method: 'GET',
      path: '/clients',
      query: { page: '0', size: '1000', sort: 'name' },
      status: 200,
      response: { content: eachLike(client()) },
      run: async (app) => {
        const page = await app.query(clientsQueryOptions(app.client));
        expect(filterClients(page.content, '347 123')[0]?.name).toBe('Giulia Rossi');
      },
    }));

  it('POST /clients', () =>
    interaction({
      state: states.noDuplicatePhone,
      description: 'a new client',
      method: 'POST',
      path: '/clients',
      body: giulia,
      status: 201,
      response: client(),
      run: async (app) => {
        expect((await app.mutate(createClientMutation(app.client), giulia)).name).toBe(
          'Giulia Rossi',
        );
      },
    }));

  it('POST /clients (duplicate phone)', () =>
    interaction({
      state: states.duplicatePhone,
      description: 'a new client with a phone number already in the archive',
      method: 'POST',
      path: '/clients',
      body: { name: 'Giulia Bianchi', phoneNumber: '+393471234567' },
      status: 409,
      response: errorBody(
        'Esiste già un cliente con questo numero di telefono',
        'DUPLICATE_PHONE_NUMBER',
      ),
      run: async (app) => {
        const error = await app
          .mutate(createClientMutation(app.client), {
            name: 'Giulia Bianchi',
            phoneNumber: '+393471234567',
          })
          .catch((e: unknown) => e);
        expect(describeError(error).title).toBe('Numero di telefono duplicato');
      },
    }));

  it('GET /clients/{id}', () =>
    interaction({
      state: states.client,
      description: 'a request for client 42',
      method: 'GET',
      path: '/clients/42',
      status: 200,
      response: {
        ...client(),
        notes: string('Preferisce il mattino'),
        createdAt: instant(),
        noShowCount: integer(0),
      },
      run: async (app) => {
        const read = await app.query(clientQueryOptions(app.client, 42));
        expect(read.id).toBe(42);
        expect(read.noShowCount).toBe(0);
      },
    }));

  it('PUT /clients/{id}', () =>
    interaction({
      state: states.client,
      description: 'an update of client 42',
      method: 'PUT',
      path: '/clients/42',
      body: { ...giulia, notes: 'Preferisce il mattino' },
      status: 200,
      response: { ...client(), notes: string('Preferisce il mattino') },
      run: async (app) => {
        const updated = await app.mutate(updateClientMutation(app.client), {
          id: 42,
          body: { ...giulia, notes: 'Preferisce il mattino' },
        });
        expect(updated.notes).toBe('Preferisce il mattino');
      },
    }));

  it('DELETE /clients/{id}', () =>
    interaction({
      state: states.client,
      description: 'a deletion of client 42',
      method: 'DELETE',
      path: '/clients/42',
      status: 200,
      response: deleted(),
      run: async (app) => {
        expect((await app.mutate(deleteClientMutation(app.client), 42)).success).toBe(true);
      },
    }));

  it('GET /clients/to-callback', () =>
    interaction({
      state: states.clientsToCallback,
      description: 'a request for the clients to call back',
      method: 'GET',
      path: '/clients/to-callback',
      status: 200,
      response: eachLike({
        ...client(),
        pendingCallbacks: integer(1),
        lastReason: regex('^[A-Z][A-Z0-9_]*$', 'OPERATOR_REQUESTED'),
      }),
      run: async (app) => {
        expect(
          (await app.query(clientsToCallbackQueryOptions(app.client)))[0]?.pendingCallbacks,
        ).toBe(1);
      },
    }));

  it('GET /clients/{id}/scheduling-preferences', () =>
    interaction({
      state: states.client,
      description: 'a request for the scheduling preferences of client 42',
      method: 'GET',
      path: '/clients/42/scheduling-preferences',
      status: 200,
      response: preferences,
      run: async (app) => {
        const found = await app.query(clientSchedulingPreferencesQueryOptions(app.client, 42));
        expect(found.preferredTimeBand).toBe('MORNING');
      },
    }));

  it('PUT /clients/{id}/scheduling-preferences', () =>
    interaction({
      state: states.client,
      description: 'an update of the scheduling preferences of client 42',
      method: 'PUT',
      path: '/clients/42/scheduling-preferences',
      body: {
        preferredHairdresserId: 3,
        preferredDays: ['thursday'],
        preferredTimeBand: 'MORNING',
      },
      status: 200,
      response: preferences,
      run: async (app) => {
        const saved = await app.mutate(updateClientSchedulingPreferencesMutation(app.client), {
          id: 42,
          body: {
            preferredHairdresserId: 3,
            preferredDays: ['thursday'],
            preferredTimeBand: 'MORNING',
          },
        });
        expect(saved.preferredDays).toEqual(['thursday']);
      },
    }));
});
