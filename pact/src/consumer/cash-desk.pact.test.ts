// The sale screen /cassa (issue #16): the queue of visits waiting to be paid, a group's draft,
// and "Incassa" with its Idempotency-Key, through the real @agendina/api factories; a visit with
// an acconto paid online deducts it (issue #35, decision 0064).
import { describe, expect, it } from 'vitest';
import {
  cashDraftQueryOptions,
  cashQueueQueryOptions,
  issueReceiptMutation,
  type IssueReceiptBody,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, integer, localDateTime, regex, string, uuid } from './fixtures.ts';
import { interaction } from './support.ts';

const GROUP = '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c';

/** The group's draft lines, exactly as the desk sends them back after no edit. */
const lines: IssueReceiptBody['lines'] = [
  {
    description: 'Colore',
    quantity: 1,
    unitPriceCents: 4500,
    vatRate: 22,
    hairdresserId: 4,
    serviceId: 6,
    appointmentId: 1002,
  },
  {
    description: 'Taglio donna',
    quantity: 1,
    unitPriceCents: 3500,
    vatRate: 22,
    hairdresserId: 3,
    serviceId: 5,
    appointmentId: 1003,
  },
];

const sale: IssueReceiptBody = {
  lines,
  payments: [
    { method: 'CONTANTI', amountCents: 5000 },
    { method: 'CARTA', amountCents: 3000 },
  ],
  appointmentIds: [1002, 1003],
  clientId: 42,
};

describe('Cash desk (/cassa)', () => {
  it('GET /cash/queue', () =>
    interaction({
      state: states.groupAtCashDesk,
      description: 'a request for the visits waiting at the cash desk',
      method: 'GET',
      path: '/cash/queue',
      status: 200,
      response: {
        visits: eachLike({
          appointmentIds: eachLike(integer(1002)),
          appointmentGroupId: uuid(GROUP),
          clientId: integer(42),
          clientName: string('Giulia Rossi'),
          startTime: localDateTime('2030-03-07T14:00:00'),
          totalCents: integer(8000),
          services: eachLike({
            appointmentId: integer(1002),
            serviceName: string('Colore'),
            hairdresserId: integer(4),
            hairdresserName: string('Marta Riva'),
            startTime: localDateTime('2030-03-07T14:00:00'),
            priceCents: integer(4500),
          }),
        }),
      },
      run: async (app) => {
        const queue = await app.query(cashQueueQueryOptions(app.client));
        expect(queue.visits[0]?.appointmentGroupId).toBe(GROUP);
      },
    }));

  it('POST /cash/drafts', () =>
    interaction({
      state: states.groupAtCashDesk,
      description: 'a draft of the group in progress',
      method: 'POST',
      path: '/cash/drafts',
      body: { appointmentGroupId: GROUP },
      status: 200,
      response: {
        appointmentIds: [1002, 1003],
        clientId: 42,
        clientName: string('Giulia Rossi'),
        lines,
        totals: { totalCents: integer(8000) },
      },
      run: async (app) => {
        const draft = await app.query(
          cashDraftQueryOptions(app.client, { appointmentGroupId: GROUP }),
        );
        expect(draft.lines.map((l) => l.unitPriceCents)).toEqual([4500, 3500]);
      },
    }));

  it('POST /cash/receipts', () =>
    interaction({
      state: states.groupAtCashDesk,
      description: 'an Incassa of the group paid part in cash, part by card',
      method: 'POST',
      path: '/cash/receipts',
      headers: {
        'Idempotency-Key': regex('^[A-Za-z0-9-]{8,100}$', '6f1c2b9e-4d3a-4c8e-9a7b-2e5d1f0a3c44'),
      },
      body: sale,
      status: 201,
      response: {
        id: integer(1),
        appointmentIds: [1002, 1003],
        totals: { totalCents: integer(8000) },
      },
      run: async (app) => {
        const receipt = await app.mutate(
          issueReceiptMutation(app.client, '6f1c2b9e-4d3a-4c8e-9a7b-2e5d1f0a3c44'),
          sale,
        );
        expect(receipt.id).toBeGreaterThan(0);
      },
    }));

  it('POST /cash/drafts of a visit with an acconto paid online', () =>
    interaction({
      state: states.groupWithDepositAtCashDesk,
      description: 'a draft of the group that deducts its acconto paid online',
      method: 'POST',
      path: '/cash/drafts',
      body: { appointmentGroupId: GROUP },
      status: 200,
      response: {
        appointmentIds: [1002, 1003],
        clientId: 42,
        clientName: string('Giulia Rossi'),
        lines,
        deposit: { id: 12, amountCents: integer(1000) },
        totals: { depositCents: integer(1000), totalCents: integer(7000) },
      },
      run: async (app) => {
        const draft = await app.query(
          cashDraftQueryOptions(app.client, { appointmentGroupId: GROUP }),
        );
        expect(draft.deposit).toEqual({ id: 12, amountCents: 1000 });
      },
    }));

  it('POST /cash/receipts deducting the acconto paid online', () => {
    const withDeposit: IssueReceiptBody = {
      ...sale,
      payments: [{ method: 'CARTA', amountCents: 7000 }],
      depositId: 12,
    };
    return interaction({
      state: states.groupWithDepositAtCashDesk,
      description: 'an Incassa of the group that deducts its acconto paid online',
      method: 'POST',
      path: '/cash/receipts',
      headers: {
        'Idempotency-Key': regex('^[A-Za-z0-9-]{8,100}$', '0b7e5a2c-1f3d-4e6a-8c9b-5d2f7e1a4c60'),
      },
      body: withDeposit,
      status: 201,
      response: {
        id: integer(1),
        appointmentIds: [1002, 1003],
        totals: { depositCents: integer(1000), totalCents: integer(7000) },
      },
      run: async (app) => {
        const receipt = await app.mutate(
          issueReceiptMutation(app.client, '0b7e5a2c-1f3d-4e6a-8c9b-5d2f7e1a4c60'),
          withDeposit,
        );
        expect(receipt.totals.depositCents).toBe(1000);
      },
    });
  });
});
