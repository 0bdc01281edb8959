import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { components } from '@agendina/contract';
import { isApiError } from '../errors/api-error.ts';
import { describeError } from '../errors/catalogue.ts';
import { recording } from '../testing/recording-client.ts';
import { appointmentKeys } from './appointments.ts';
import { clientDepositsQueryOptions, depositKeys, refundDepositMutation } from './deposits.ts';
import {
  offerWaitlistTimeMutation,
  removeWaitlistEntryMutation,
  waitlistKeys,
  waitlistQueryOptions,
} from './waitlist.ts';

type Schemas = components['schemas'];

const refunded: Schemas['Deposit'] = {
  id: 12,
  amountCents: 1000,
  state: 'REFUNDED',
  provider: 'TEST',
  paidAt: '2026-11-20T09:12:44.000Z',
  refundedCents: 1000,
  refundedAt: '2026-11-21T10:00:00.000Z',
  policyKeepsCents: 0,
  canRefund: false,
  receiptId: null,
};

const entry: Schemas['WaitlistEntry'] = {
  id: 3,
  clientId: 41,
  clientName: 'Giulia Rossi',
  phone: '+393471234567',
  services: ['Colore'],
  serviceIds: [5],
  operatorId: null,
  operatorName: null,
  fromDate: '2026-12-01',
  toDate: '2026-12-12',
  band: 'MORNING',
  state: 'WAITING',
  createdAt: '2026-11-20T09:12:44.000Z',
  offer: null,
};

describe('deposits (issue #35)', () => {
  it('read a client’s deposits from the client card’s own address', async () => {
    const { client, requests } = recording(() => ({ body: [] }));
    await new QueryClient().fetchQuery(clientDepositsQueryOptions(client, 42));
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/clients/42/deposits');
  });

  it('refund with the note trimmed (or none), then read the visit and the deposits again', async () => {
    const { client, requests } = recording(() => ({ body: refunded }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(appointmentKeys.detail(1001), { id: 1001 });
    queryClient.setQueryData(depositKeys.ofClient(42), []);
    queryClient.setQueryData(appointmentKeys.detail(1002), { id: 1002 });
    const refund = new MutationObserver(queryClient, refundDepositMutation(client));
    await refund.mutate({ id: 12, appointmentId: 1001, note: '  Il salone ha chiuso  ' });
    await refund.mutate({ id: 12, appointmentId: 1001, note: '   ' });
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['POST', '/deposits/12/refund'],
      ['POST', '/deposits/12/refund'],
    ]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ note: 'Il salone ha chiuso' });
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({});
    expect(queryClient.getQueryState(appointmentKeys.detail(1001))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(depositKeys.ofClient(42))?.isInvalidated).toBe(true);
    // Another visit is left as it was.
    expect(queryClient.getQueryState(appointmentKeys.detail(1002))?.isInvalidated).toBe(false);
  });

  it('hand a refused refund (409) to the screen with the server’s words', async () => {
    const message = 'Questo acconto è già stato rimborsato.';
    const { client } = recording(() => ({
      status: 409,
      body: { message, code: 'DEPOSIT_NOT_REFUNDABLE' },
    }));
    const refund = new MutationObserver(new QueryClient(), refundDepositMutation(client));
    const failure = await refund.mutate({ id: 12, appointmentId: 1001 }).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.code).toBe('DEPOSIT_NOT_REFUNDABLE');
    expect(describeError(failure).message).toBe(message);
  });
});

describe('the waitlist (issue #35)', () => {
  it('read the line', async () => {
    const { client, requests } = recording(() => ({ body: [entry] }));
    const line = await new QueryClient().fetchQuery(waitlistQueryOptions(client));
    expect(requests[0]?.url.pathname).toBe('/waitlist');
    expect(line).toEqual([entry]);
  });

  it('offer a time with the date and time only, then read the line again', async () => {
    const { client, requests } = recording(() => ({ body: { ...entry, state: 'OFFERED' } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(waitlistKeys.all, [entry]);
    await new MutationObserver(queryClient, offerWaitlistTimeMutation(client)).mutate({
      id: 3,
      date: '2026-12-02',
      time: '10:00',
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/waitlist/3/offer');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ date: '2026-12-02', time: '10:00' });
    expect(queryClient.getQueryState(waitlistKeys.all)?.isInvalidated).toBe(true);
  });

  it('take a client off the line, then read it again', async () => {
    const { client, requests } = recording(() => ({ body: { ...entry, state: 'REMOVED' } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(waitlistKeys.all, [entry]);
    await new MutationObserver(queryClient, removeWaitlistEntryMutation(client)).mutate(3);
    expect([requests[0]?.method, requests[0]?.url.pathname]).toEqual(['DELETE', '/waitlist/3']);
    expect(queryClient.getQueryState(waitlistKeys.all)?.isInvalidated).toBe(true);
  });

  it('hand a time that is not free (422) to the dialog with the server’s words', async () => {
    const message = 'Questo orario non è libero per i servizi richiesti.';
    const { client } = recording(() => ({
      status: 422,
      body: { message, code: 'TIME_NOT_OFFERED' },
    }));
    const offer = new MutationObserver(new QueryClient(), offerWaitlistTimeMutation(client));
    const failure = await offer
      .mutate({ id: 3, date: '2026-12-02', time: '10:00' })
      .catch((e: unknown) => e);
    expect(describeError(failure).message).toBe(message);
  });
});
