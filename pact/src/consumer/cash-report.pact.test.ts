import { describe, expect, it } from 'vitest';
import {
  cashClosingsQueryOptions,
  cashReportQueryOptions,
  closeCashDayMutation,
  exportCashReceiptsCsvMutation,
  fiscalQueueQueryOptions,
  retryFiscalQueueMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { day, eachLike, instant, integer, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';

const contractDay = { from: '2030-03-07', to: '2030-03-07' } as const;
const method = (example: string) => oneOf(['CONTANTI', 'CARTA', 'ALTRO'], example);

/** The report of /cassa/report as it reads it: totals, breakdowns and the days of the chart. */
const report = (overrides: Record<string, unknown> = {}) => ({
  from: day(contractDay.from),
  to: day(contractDay.to),
  receipts: integer(1),
  voided: integer(0),
  refunds: integer(0),
  grossCents: integer(3500),
  discountCents: integer(0),
  refundedCents: integer(0),
  totalCents: integer(3500),
  vatCents: integer(631),
  netCents: integer(2869),
  roundingCents: integer(0),
  vat: eachLike({
    vatRate: integer(22),
    grossCents: integer(3500),
    netCents: integer(2869),
    vatCents: integer(631),
  }),
  byMethod: eachLike({ method: method('CARTA'), amountCents: integer(3500) }),
  byOperator: eachLike({
    hairdresserId: integer(3),
    hairdresserName: string('Sara Conti'),
    totalCents: integer(3500),
  }),
  byCategory: eachLike({ category: string('TAGLIO'), totalCents: integer(3500) }),
  byDay: eachLike({ date: day(contractDay.from), receipts: integer(1), totalCents: integer(3500) }),
  ...overrides,
});

/** The CSV of receipt 901, byte for byte as the server writes it (UTF-8 with a BOM). */
const csv =
  '\ufeffNumero;Data;Ora;Stato;Cliente;Totale;IVA;Imponibile;Contanti;Carta;Altro;Reso\r\n' +
  '2030-000001;07/03/2030;10:45;EMESSO;Giulia Rossi;35,00;6,31;28,69;0,00;35,00;0,00;0,00\r\n';

describe('Cash report', () => {
  it('GET /cash/report', () =>
    interaction({
      state: states.cashDay,
      description: 'a request for the cash report of 2030-03-07',
      method: 'GET',
      path: '/cash/report',
      query: contractDay,
      status: 200,
      response: report(),
      run: async (app) => {
        const read = await app.query(cashReportQueryOptions(app.client, contractDay));
        expect(read.totalCents).toBe(3500);
        expect(read.byOperator[0]?.hairdresserName).toBe('Sara Conti');
      },
    }));

  it('GET /cash/report/csv', () =>
    interaction({
      state: states.cashDay,
      description: 'a request for the receipts of 2030-03-07 as CSV',
      method: 'GET',
      path: '/cash/report/csv',
      query: contractDay,
      status: 200,
      textResponse: { contentType: 'text/csv; charset=utf-8', body: csv },
      run: async (app) => {
        const file = await app.mutate(exportCashReceiptsCsvMutation(app.client), contractDay);
        expect(file.fileName).toBe('scontrini-2030-03-07-2030-03-07.csv');
        expect(file.text).toContain('2030-000001;07/03/2030;10:45;EMESSO;Giulia Rossi;35,00');
      },
    }));

  it('POST /cash/closings', () =>
    interaction({
      state: states.cashDay,
      description: "a daily closing of today's takings",
      method: 'POST',
      path: '/cash/closings',
      status: 201,
      response: {
        id: integer(12),
        number: integer(1),
        date: day('2030-03-07'),
        closedAt: instant(),
        // Today has no receipt in this state (the seeded one is on 2030-03-07).
        report: { receipts: integer(0), totalCents: integer(0) },
      },
      run: async (app) => {
        const closing = await app.mutate(closeCashDayMutation(app.client), undefined);
        expect(closing.report.totalCents).toBe(0);
        expect(closing.number).toBe(1);
      },
    }));

  it('GET /cash/closings', () =>
    interaction({
      state: states.closedDay,
      description: 'a request for the daily closings of 2030-03-07',
      method: 'GET',
      path: '/cash/closings',
      query: contractDay,
      status: 200,
      response: eachLike({
        id: integer(12),
        number: integer(1),
        date: day('2030-03-07'),
        closedAt: instant('2030-03-07T19:45:00+01:00'),
        report: report(),
      }),
      run: async (app) => {
        const [closing] = await app.query(cashClosingsQueryOptions(app.client, contractDay));
        expect(closing?.number).toBe(1);
        expect(closing?.report.totalCents).toBe(3500);
      },
    }));

  it('GET /cash/fiscal/queue', () =>
    interaction({
      state: states.fiscalQueue,
      description: 'a request for the fiscal queue',
      method: 'GET',
      path: '/cash/fiscal/queue',
      status: 200,
      response: {
        waiting: integer(1),
        refused: integer(0),
        documents: eachLike({
          receiptId: integer(901),
          receiptNumber: string('2030-000001'),
          nextAttemptAt: instant(),
          document: {
            id: integer(31),
            kind: oneOf(['VENDITA', 'ANNULLO', 'RESO'], 'VENDITA'),
            state: oneOf(['DA_TRASMETTERE', 'RIFIUTATO'], 'DA_TRASMETTERE'),
            attempts: integer(1),
            lastError: string('Il servizio fiscale non è raggiungibile'),
          },
        }),
      },
      run: async (app) => {
        const queue = await app.query(fiscalQueueQueryOptions(app.client));
        expect(queue.documents[0]?.receiptNumber).toBe('2030-000001');
      },
    }));

  it('POST /cash/fiscal/queue/retry', () =>
    interaction({
      state: states.fiscalQueue,
      description: 'a retry of the fiscal queue',
      method: 'POST',
      path: '/cash/fiscal/queue/retry',
      status: 200,
      // The simulator answers at once: the queue is empty after the attempt.
      response: { waiting: 0, refused: 0, documents: [] },
      run: async (app) => {
        const queue = await app.mutate(retryFiscalQueueMutation(app.client), undefined);
        expect(queue.waiting).toBe(0);
      },
    }));
});
