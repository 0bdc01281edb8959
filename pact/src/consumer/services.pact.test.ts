import { describe, expect, it } from 'vitest';
import {
  createServiceMutation,
  defaultServicesQueryOptions,
  deleteServiceMutation,
  orderedServicesQueryOptions,
  reorderServicesMutation,
  serviceQueryOptions,
  servicesQueryOptions,
  updateServiceMutation,
  updateServicePriorityMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { deleted, eachLike, integer, oneOf, service, serviceCategory, string } from './fixtures.ts';
import { interaction } from './support.ts';

// The /servizi form sends the phases (processing time) on every save: a list, or null for none.
const colour = {
  name: 'Colore',
  category: 'COLORE',
  price: 5500,
  durationMinutes: 90,
  priority: 20,
  active: true,
  phases: [
    { kind: 'ACTIVE', durationMinutes: 30, label: 'Applicazione' },
    { kind: 'WAIT', durationMinutes: 45, label: 'Posa' },
    { kind: 'ACTIVE', durationMinutes: 15, label: null },
  ],
} as const;
const cut = {
  name: 'Taglio donna',
  category: 'TAGLIO',
  price: 3800,
  durationMinutes: 45,
  priority: 10,
  active: true,
  phases: null,
} as const;

describe('Services', () => {
  it('GET /services', () =>
    interaction({
      state: states.service,
      description: 'a request for the services',
      method: 'GET',
      path: '/services',
      status: 200,
      response: eachLike(service()),
      run: async (app) => {
        expect((await app.query(servicesQueryOptions(app.client)))[0]?.durationMinutes).toBe(45);
      },
    }));

  it('POST /services', () =>
    interaction({
      state: states.signedIn,
      description: 'a new service',
      method: 'POST',
      path: '/services',
      body: colour,
      status: 201,
      response: service({
        id: integer(6),
        name: string('Colore'),
        category: serviceCategory('COLORE'),
        phases: eachLike({
          kind: oneOf(['ACTIVE', 'WAIT'], 'ACTIVE'),
          durationMinutes: integer(30),
        }),
      }),
      run: async (app) => {
        const created = await app.mutate(createServiceMutation(app.client), {
          ...colour,
          phases: colour.phases.map((p) => ({ ...p })),
        });
        expect(created.category).toBe('COLORE');
        expect(created.phases?.[0]?.kind).toBe('ACTIVE');
      },
    }));

  it('GET /services/{id}', () =>
    interaction({
      state: states.service,
      description: 'a request for service 5',
      method: 'GET',
      path: '/services/5',
      status: 200,
      response: service(),
      run: async (app) => {
        expect((await app.query(serviceQueryOptions(app.client, 5))).id).toBe(5);
      },
    }));

  it('PUT /services/{id}', () =>
    interaction({
      state: states.service,
      description: 'an update of service 5',
      method: 'PUT',
      path: '/services/5',
      body: cut,
      status: 200,
      response: service({ price: integer(3800) }),
      run: async (app) => {
        const updated = await app.mutate(updateServiceMutation(app.client), {
          id: 5,
          body: cut,
        });
        expect(updated.price).toBe(3800);
      },
    }));

  it('DELETE /services/{id}', () =>
    interaction({
      state: states.unusedService,
      description: 'a deletion of service 9',
      method: 'DELETE',
      path: '/services/9',
      status: 200,
      response: deleted(),
      run: async (app) => {
        expect((await app.mutate(deleteServiceMutation(app.client), 9)).success).toBe(true);
      },
    }));

  it('GET /services/defaults', () =>
    interaction({
      state: states.signedIn,
      description: 'a request for the example services of a beauty centre',
      method: 'GET',
      path: '/services/defaults',
      query: { businessType: 'ESTETISTA' },
      status: 200,
      response: eachLike({
        name: string('Pulizia viso'),
        category: serviceCategory('ESTETICA'),
        price: integer(4500),
        durationMinutes: integer(60),
        priority: integer(10),
      }),
      run: async (app) => {
        expect(
          (await app.query(defaultServicesQueryOptions(app.client, 'ESTETISTA'))).length,
        ).toBeGreaterThan(0);
      },
    }));

  it('GET /services/ordered', () =>
    interaction({
      state: states.service,
      description: 'a request for the active services by priority',
      method: 'GET',
      path: '/services/ordered',
      query: { active: 'true' },
      status: 200,
      response: eachLike(service()),
      run: async (app) => {
        const ordered = await app.query(orderedServicesQueryOptions(app.client, true));
        expect(ordered.every((s) => s.active)).toBe(true);
      },
    }));

  it('PUT /services/{id}/priority', () =>
    interaction({
      state: states.service,
      description: 'a new priority for service 5',
      method: 'PUT',
      path: '/services/5/priority',
      body: { priority: 5 },
      status: 200,
      response: service({ priority: integer(5) }),
      run: async (app) => {
        expect(
          (await app.mutate(updateServicePriorityMutation(app.client), { id: 5, priority: 5 }))
            .priority,
        ).toBe(5);
      },
    }));

  it('PUT /services/reorder', () =>
    interaction({
      state: states.twoServices,
      description: 'a new order of the services',
      method: 'PUT',
      path: '/services/reorder',
      body: { orderedServiceIds: [6, 5] },
      status: 200,
      response: eachLike(service({ id: integer(6) }), 2),
      run: async (app) => {
        const ordered = await app.mutate(reorderServicesMutation(app.client), [6, 5]);
        expect(ordered.map((s) => s.id)).toHaveLength(2);
      },
    }));
});
