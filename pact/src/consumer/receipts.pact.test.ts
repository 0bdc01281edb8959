import { describe, expect, it } from 'vitest';
import {
  describeError,
  emailReceiptMutation,
  listReceiptsQueryOptions,
  receiptQueryOptions,
  refundReceiptMutation,
  voidReceiptMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  eachLike,
  email,
  errorBody,
  instant,
  integer,
  like,
  oneOf,
  regex,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

const receiptStatus = (example: string) =>
  oneOf(['EMESSO', 'ANNULLATO', 'RESO_PARZIALE', 'RESO'], example);
const fiscalState = (example = 'TRASMESSO') =>
  oneOf(['DA_TRASMETTERE', 'TRASMESSO', 'RIFIUTATO'], example);
const method = (example = 'CONTANTI') => oneOf(['CONTANTI', 'CARTA', 'ALTRO'], example);

/** A receipt as its page reads it: lines, totals with VAT by rate, payments, documents. */
const receipt = (overrides: Record<string, unknown> = {}) => ({
  id: 500,
  number: string('2030-000001'),
  status: receiptStatus('EMESSO'),
  fiscalState: fiscalState(),
  issuedAt: instant('2030-03-07T10:45:00+01:00'),
  clientId: 42,
  clientName: string('Giulia Rossi'),
  lines: eachLike({
    line: integer(0),
    description: string('Taglio donna'),
    quantity: integer(1),
    unitPriceCents: integer(3500),
    vatRate: integer(22),
    grossCents: integer(3500),
    lineDiscountCents: integer(0),
    sharedDiscountCents: integer(0),
    totalCents: integer(3500),
    refundedQuantity: integer(0),
  }),
  payments: eachLike({ method: method(), amountCents: integer(5000) }),
  totals: like({
    grossCents: 3500,
    discountCents: 0,
    totalCents: 3500,
    vatCents: 631,
    netCents: 2869,
    vat: eachLike({ vatRate: 22, grossCents: 3500, netCents: 2869, vatCents: 631 }),
  }),
  dueCents: integer(3500),
  roundingCents: integer(0),
  paidCents: integer(5000),
  changeCents: integer(1500),
  refundedCents: integer(0),
  fiscalDocuments: eachLike({
    id: integer(503),
    kind: oneOf(['VENDITA', 'ANNULLO', 'RESO'], 'VENDITA'),
    state: fiscalState(),
    attempts: integer(1),
  }),
  refunds: [],
  ...overrides,
});

// The refund's Idempotency-Key is made when the dialog opens and kept across retries; the
// provider only needs a key of the contract's shape.
const refundKey = '5f0c6a52-7f0e-4c1b-9d7a-2b8e3c4d5e6f';
const overKey = '0b7d4e21-3c5a-4f6e-8a9b-1c2d3e4f5a6b';
const keyHeader = (key: string) => ({
  'Idempotency-Key': regex('^[A-Za-z0-9._:-]{8,100}$', key),
});

describe('Receipts (/cassa/storico and the receipt page)', () => {
  it('GET /cash/receipts', () =>
    interaction({
      state: states.issuedReceipt,
      description: 'a request for the receipts of March 2030',
      method: 'GET',
      path: '/cash/receipts',
      query: { from: '2030-03-01', to: '2030-03-31', page: '0', size: '20' },
      status: 200,
      response: {
        content: eachLike({
          id: integer(500),
          number: string('2030-000001'),
          status: receiptStatus('EMESSO'),
          fiscalState: fiscalState(),
          issuedAt: instant('2030-03-07T10:45:00+01:00'),
          clientName: string('Giulia Rossi'),
          totalCents: integer(3500),
          refundedCents: integer(0),
          methods: eachLike(method()),
          hairdresserIds: eachLike(integer(3)),
        }),
        page: 0,
        size: 20,
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(
          listReceiptsQueryOptions(app.client, {
            from: '2030-03-01',
            to: '2030-03-31',
            page: 0,
            size: 20,
          }),
        );
        expect(page.content[0]?.number).toBe('2030-000001');
      },
    }));

  it('GET /cash/receipts/{id}', () =>
    interaction({
      state: states.issuedReceipt,
      description: 'a request for receipt 500',
      method: 'GET',
      path: '/cash/receipts/500',
      status: 200,
      response: receipt(),
      run: async (app) => {
        const one = await app.query(receiptQueryOptions(app.client, 500));
        expect(one.changeCents).toBe(1500);
      },
    }));

  it('POST /cash/receipts/{id}/void', () =>
    interaction({
      state: states.issuedReceipt,
      description: 'an annullo of receipt 500',
      method: 'POST',
      path: '/cash/receipts/500/void',
      status: 200,
      // The void's document may still be on its way to the fiscal service: any state.
      response: receipt({ status: 'ANNULLATO' }),
      run: async (app) => {
        const voided = await app.mutate(voidReceiptMutation(app.client), 500);
        expect(voided.status).toBe('ANNULLATO');
      },
    }));

  it('POST /cash/receipts/{id}/refunds', () =>
    interaction({
      state: states.issuedReceipt,
      description: 'a reso of the one piece of receipt 500 in cash',
      method: 'POST',
      path: '/cash/receipts/500/refunds',
      headers: keyHeader(refundKey),
      body: { method: 'CONTANTI', lines: [{ line: 0, quantity: 1 }] },
      status: 201,
      response: receipt({
        status: 'RESO',
        refundedCents: 3500,
        refunds: eachLike({
          id: integer(5001),
          createdAt: instant(),
          method: method(),
          totalCents: integer(3500),
          lines: eachLike({ line: 0, quantity: 1, amountCents: integer(3500) }),
        }),
      }),
      run: async (app) => {
        const refunded = await app.mutate(refundReceiptMutation(app.client, refundKey), {
          id: 500,
          body: { method: 'CONTANTI', lines: [{ line: 0, quantity: 1 }] },
        });
        expect(refunded.refundedCents).toBe(3500);
      },
    }));

  it('POST /cash/receipts/{id}/refunds (more than was sold)', () =>
    interaction({
      state: states.issuedReceipt,
      description: 'a reso of two pieces of a line of receipt 500 that sold one',
      method: 'POST',
      path: '/cash/receipts/500/refunds',
      headers: keyHeader(overKey),
      body: { method: 'CONTANTI', lines: [{ line: 0, quantity: 2 }] },
      status: 400,
      response: {
        ...errorBody('Dati non validi', 'VALIDATION_FAILED'),
        errors: like({
          'lines.0.quantity': string('Di "Taglio donna" puoi rendere al massimo 1 pezzo'),
        }),
      },
      run: async (app) => {
        const error = await app
          .mutate(refundReceiptMutation(app.client, overKey), {
            id: 500,
            body: { method: 'CONTANTI', lines: [{ line: 0, quantity: 2 }] },
          })
          .catch((e: unknown) => e);
        expect(describeError(error).details).toEqual([
          'lines.0.quantity: Di "Taglio donna" puoi rendere al massimo 1 pezzo',
        ]);
      },
    }));

  it('POST /cash/receipts/{id}/email', () =>
    interaction({
      state: states.issuedReceipt,
      description: 'a digital copy of receipt 500 by e-mail',
      method: 'POST',
      path: '/cash/receipts/500/email',
      body: { email: 'giulia.rossi@example.it' },
      status: 202,
      response: { email: email('giulia.rossi@example.it'), queuedAt: instant() },
      run: async (app) => {
        const queued = await app.mutate(emailReceiptMutation(app.client), {
          id: 500,
          email: ' giulia.rossi@example.it ',
        });
        expect(queued.email).toBe('giulia.rossi@example.it');
      },
    }));
});
