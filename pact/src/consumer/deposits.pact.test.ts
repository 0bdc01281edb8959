// Deposits paid online (issue #35): the visit's deposit in its detail, «Rimborsa» (and its 409 once
// refunded), the client card's list.
import { describe, expect, it } from 'vitest';
import {
  appointmentQueryOptions,
  clientDepositsQueryOptions,
  describeError,
  refundDepositMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { appointment, eachLike, errorBody, integer, localDateTime, string } from './fixtures.ts';
import { deposit, refundedDeposit } from './no-show-protection.ts';
import { interaction } from './support.ts';

describe('Deposits (issue #35)', () => {
  it('GET /appointments/{id} with its deposit', () =>
    interaction({
      state: states.depositPaid,
      description: 'a request for appointment 1001 and the deposit paid for it',
      method: 'GET',
      path: '/appointments/1001',
      status: 200,
      response: appointment({ deposit: deposit() }),
      run: async (app) => {
        const visit = await app.query(appointmentQueryOptions(app.client, 1001));
        expect(visit?.deposit).toMatchObject({ id: 12, amountCents: 1000, canRefund: true });
      },
    }));

  it('POST /deposits/{id}/refund', () =>
    interaction({
      state: states.depositPaid,
      description: 'deposit 12 refunded by the salon with a note',
      method: 'POST',
      path: '/deposits/12/refund',
      body: { note: 'Il salone ha chiuso per malattia' },
      status: 200,
      response: refundedDeposit(),
      run: async (app) => {
        const refunded = await app.mutate(refundDepositMutation(app.client), {
          id: 12,
          appointmentId: 1001,
          note: 'Il salone ha chiuso per malattia',
        });
        expect(refunded).toMatchObject({
          state: 'REFUNDED',
          refundedCents: 1000,
          canRefund: false,
        });
      },
    }));

  it('POST /deposits/{id}/refund once refunded', () =>
    interaction({
      state: states.depositRefunded,
      description: 'deposit 12 refunded a second time',
      method: 'POST',
      path: '/deposits/12/refund',
      body: {},
      status: 409,
      response: errorBody('Questo acconto è già stato rimborsato.', 'DEPOSIT_NOT_REFUNDABLE'),
      run: async (app) => {
        const error = await app
          .mutate(refundDepositMutation(app.client), { id: 12, appointmentId: 1001 })
          .catch((e: unknown) => e);
        expect(describeError(error).message).toBe('Questo acconto è già stato rimborsato.');
      },
    }));

  it('GET /clients/{id}/deposits', () =>
    interaction({
      state: states.depositPaid,
      description: 'a request for the deposits client 42 paid online',
      method: 'GET',
      path: '/clients/42/deposits',
      status: 200,
      response: eachLike({
        deposit: deposit(),
        appointmentId: integer(1001),
        dateTime: localDateTime('2030-03-07T09:30:00'),
        services: eachLike(string('Taglio donna')),
      }),
      run: async (app) => {
        const list = await app.query(clientDepositsQueryOptions(app.client, 42));
        expect(list[0]).toMatchObject({ appointmentId: 1001, deposit: { amountCents: 1000 } });
      },
    }));
});
