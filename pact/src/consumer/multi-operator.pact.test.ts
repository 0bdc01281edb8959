import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createMultiOperatorAppointmentMutation,
  multiOperatorAlternativesQueryOptions,
  multiServiceAvailabilityQueryOptions,
  validateMultiOperatorQueryOptions,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  boolean,
  collidingPlan,
  day,
  eachLike,
  groupAppointment,
  localDateTime,
  plan,
  scheduleOption,
  uuid,
  validationItem,
} from './fixtures.ts';
import { interaction } from './support.ts';

const wizardKey = '5f0c9a52-3e1b-4f7e-9d6a-2b8c4e1f7a30';

describe('Multi-operator bookings', () => {
  it('POST /appointments/multi-service-availability', () =>
    interaction({
      state: states.freeDay,
      description: 'a search of the start times at which two services fit',
      method: 'POST',
      path: '/appointments/multi-service-availability',
      body: { date: '2030-03-07', serviceIds: [6, 5], clientId: 42, maxResults: 5 },
      status: 200,
      response: {
        available: boolean(true),
        date: day('2030-03-07'),
        options: eachLike(scheduleOption()),
      },
      run: async (app) => {
        const found = await app.query(
          multiServiceAvailabilityQueryOptions(app.client, {
            date: '2030-03-07',
            serviceIds: [6, 5],
            clientId: 42,
            maxResults: 5,
          }),
        );
        expect(found.options[0]?.blocks.length).toBeGreaterThan(0);
      },
    }));

  it('POST /appointments/multi-operator/validate', () =>
    interaction({
      state: states.freeDay,
      description: 'a validation of a two-operator plan with a gap',
      method: 'POST',
      path: '/appointments/multi-operator/validate',
      body: plan,
      status: 200,
      response: {
        valid: boolean(true),
        items: eachLike(validationItem()),
        schedule: scheduleOption(),
      },
      run: async (app) => {
        const result = await app.query(validateMultiOperatorQueryOptions(app.client, plan));
        expect(result.items.some((item) => item.type === 'error')).toBe(!result.valid);
      },
    }));

  it('POST /appointments/multi-operator/alternatives', () =>
    interaction({
      state: states.appointment,
      description: 'a request for alternatives to a plan that collides with appointment 1001',
      method: 'POST',
      path: '/appointments/multi-operator/alternatives',
      query: { maxAlternatives: '5' },
      body: collidingPlan,
      status: 200,
      response: {
        requestedStartDateTime: localDateTime('2030-03-07T09:30:00'),
        alternatives: eachLike(scheduleOption()),
      },
      run: async (app) => {
        const result = await app.query(
          multiOperatorAlternativesQueryOptions(app.client, collidingPlan),
        );
        expect(result.alternatives.length).toBeGreaterThan(0);
      },
    }));

  it('POST /appointments/multi-operator', () =>
    interaction({
      state: states.freeDay,
      description: 'the creation of a two-operator booking from the wizard',
      method: 'POST',
      path: '/appointments/multi-operator',
      // One key per booking, sent again on a retry: the server books it once (issue #15).
      headers: { 'Idempotency-Key': MatchersV3.regex('^[\\x21-\\x7E]{1,255}$', wizardKey) },
      body: { source: 'MANUAL', ...plan },
      status: 201,
      response: {
        appointmentGroupId: uuid('3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c'),
        appointments: eachLike(groupAppointment({ isMultiOperator: boolean(true) }), 2),
      },
      run: async (app) => {
        const created = await app.mutate(
          createMultiOperatorAppointmentMutation(app.client, wizardKey),
          plan,
        );
        expect(
          created.appointments.every((a) => a.appointmentGroupId === created.appointmentGroupId),
        ).toBe(true);
      },
    }));
});
