import { planRefund, priceReceipt, settle } from '@agendina/scheduling';
import type { Payment, PricedReceipt } from '@agendina/scheduling';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FiscalError } from '../adapters/fiscal/types.ts';
import type {
  FiscalAdapter,
  FiscalDocument,
  FiscalErrorKind,
  SaleRequest,
} from '../adapters/fiscal/types.ts';

// TEST SUPPORT: the one behaviour both implementations must show (simulator.test.ts and
// fiskaly.test.ts run it), so the desk can rely on the interface whichever is configured.

/** One implementation under test, with the switches the suite needs. */
export interface FiscalHarness {
  adapter: FiscalAdapter;
  /** Starts the next daily closing wherever the numbering lives. */
  closeDay(): Promise<void>;
  down(): void;
  /**
   * The service stops answering: the adapter must give up on its own. An implementation may
   * return the adapter to use meanwhile, one configured to give up sooner than the suite's own.
   */
  hang(): FiscalAdapter | void;
  reject(reason: string): void;
  recover(): void;
  close(): Promise<void>;
}

/** A two-line receipt with a 10% discount, paid all in cash: 54,02 € rounded down to 54,00 €. */
export function saleOf(transmissionKey: string, receiptNumber = 'S-0001'): SaleRequest {
  const priced = priceReceipt(
    [
      { description: 'Piega', quantity: 1, unitPriceCents: 3_500, vatRate: 22 },
      { description: 'Shampoo 250 ml', quantity: 2, unitPriceCents: 1_251, vatRate: 22 },
    ],
    { kind: 'PERCENT', value: 1_000 },
  );
  if (!priced.ok) throw new Error(JSON.stringify(priced.problems));
  const payments: Payment[] = [{ method: 'CONTANTI', amountCents: 10_000 }];
  const settlement = settle(priced.receipt.totalCents, payments);
  if (!settlement.ok) throw new Error(JSON.stringify(settlement.problems));
  return { transmissionKey, receiptNumber, receipt: priced.receipt, payments, settlement };
}

/** Gives back one shampoo of the sale. */
export function returnOf(transmissionKey: string, sale: PricedReceipt, original: FiscalDocument) {
  const plan = planRefund(
    sale.lines.map((l) => ({ ...l, refundedQuantity: 0 })),
    [{ line: 1, quantity: 1 }],
  );
  if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
  return {
    transmissionKey,
    receiptNumber: 'R-0001',
    original: { providerId: original.providerId, number: original.number },
    sale,
    lines: plan.lines,
    refundMethod: 'CONTANTI' as const,
  };
}

async function failure(promise: Promise<unknown>): Promise<FiscalError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FiscalError))
    throw new Error(`atteso un FiscalError, arrivato ${String(error)}`);
  return error;
}

function expectFailure(error: FiscalError, kind: FiscalErrorKind, words: string) {
  expect(error.kind).toBe(kind);
  expect(error.message).toContain(words);
}

export function fiscalBehaviour(name: string, start: () => Promise<FiscalHarness>) {
  describe(`the fiscal adapter (${name})`, () => {
    let harness: FiscalHarness;
    let adapter: FiscalAdapter;
    beforeEach(async () => {
      harness = await start();
      adapter = harness.adapter;
    });
    afterEach(() => harness.close());

    it('checks the connection', async () => {
      const connection = await adapter.checkConnection();
      expect(connection.provider).toBe(adapter.provider);
      expect(connection.message).not.toBe('');
    });

    it('numbers sales one after the other in the open closing, with the raw exchange', async () => {
      const first = await adapter.issueSale(saleOf('vendita-1'));
      const second = await adapter.issueSale(saleOf('vendita-2', 'S-0002'));
      expect(first).toMatchObject({
        kind: 'VENDITA',
        number: '0001-0001',
        closingNumber: 1,
        progressive: 1,
        provider: adapter.provider,
        transmissionKey: 'vendita-1',
      });
      expect(second).toMatchObject({ number: '0001-0002', progressive: 2 });
      expect(Number.isNaN(Date.parse(first.issuedAt))).toBe(false);
      expect(first.providerId).not.toBe(second.providerId);
      expect(first.exchange.request).toBeTruthy();
      expect(first.exchange.response).toBeTruthy();
    });

    it('never issues a second document for one transmission key, even at the same moment', async () => {
      const all = await Promise.all(
        Array.from({ length: 5 }, () => adapter.issueSale(saleOf('doppio'))),
      );
      const again = await adapter.issueSale(saleOf('doppio'));
      expect(new Set([...all, again].map((d) => d.providerId)).size).toBe(1);
      expect(again.number).toBe('0001-0001');
      expect((await adapter.issueSale(saleOf('dopo', 'S-0002'))).number).toBe('0001-0002');
    });

    it('voids a sale once, with its own document', async () => {
      const sale = await adapter.issueSale(saleOf('da-annullare'));
      const original = { providerId: sale.providerId, number: sale.number };
      const voided = await adapter.issueVoid({ transmissionKey: 'annullo-1', original });
      expect(voided).toMatchObject({
        kind: 'ANNULLO',
        number: '0001-0002',
        refersTo: sale.providerId,
      });
      expect((await adapter.issueVoid({ transmissionKey: 'annullo-1', original })).providerId).toBe(
        voided.providerId,
      );
      const twice = await failure(adapter.issueVoid({ transmissionKey: 'annullo-2', original }));
      expectFailure(twice, 'rejected', 'Il servizio fiscale ha rifiutato il documento');
    });

    it('returns part of a sale with a RESO that refers to it', async () => {
      const request = saleOf('da-rendere');
      const sale = await adapter.issueSale(request);
      const returned = await adapter.issueReturn(returnOf('reso-1', request.receipt, sale));
      expect(returned).toMatchObject({
        kind: 'RESO',
        number: '0001-0002',
        refersTo: sale.providerId,
      });
    });

    it('starts the numbering again after the daily closing', async () => {
      await adapter.issueSale(saleOf('giorno-1'));
      await harness.closeDay();
      await adapter.closeDay();
      expect(await adapter.issueSale(saleOf('giorno-2', 'S-0002'))).toMatchObject({
        number: '0002-0001',
        closingNumber: 2,
        progressive: 1,
      });
    });

    it('is unavailable while the service is down, then issues the same key once', async () => {
      harness.down();
      const down = await failure(adapter.issueSale(saleOf('in-coda')));
      expectFailure(down, 'unavailable', 'lo scontrino resta da trasmettere');
      harness.recover();
      const sent = await adapter.issueSale(saleOf('in-coda'));
      expect(sent.number).toBe('0001-0001');
      expect((await adapter.issueSale(saleOf('in-coda'))).providerId).toBe(sent.providerId);
    });

    it('is unavailable when the service does not answer in time', async () => {
      const impatient = harness.hang() ?? adapter;
      const late = await failure(impatient.issueSale(saleOf('lento')));
      expectFailure(late, 'unavailable', 'non ha risposto entro');
    });

    it('passes on a refusal with the provider’s reason', async () => {
      harness.reject('Partita IVA non valida');
      const refused = await failure(adapter.issueSale(saleOf('rifiutato')));
      expectFailure(refused, 'rejected', 'Partita IVA non valida');
    });
  });
}
