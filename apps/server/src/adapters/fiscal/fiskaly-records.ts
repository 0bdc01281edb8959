import type { PaymentMethod, VatNature, VatRate } from '@agendina/contract';
import type { PricedLine } from '@agendina/scheduling';
import { eightDecimals, euros, lineVatUnits } from './provider-format.ts';
import type {
  FiscalDocumentKind,
  LineConcept,
  ReturnRequest,
  SaleRequest,
  VoidRequest,
} from './types.ts';

// The bodies of SIGN IT's POST /records, as its documentation shows them (API 2026-06-01,
// FAQ "How to handle returns (CORRECTION)", "When should CANCELLATION be used?", "How to
// represent mandatory cash rounding", "Value calculations and decimal rounding"). Every
// document is two records: an INTENTION on the System, then the TRANSACTION that names it.

/** VAT rates as SIGN IT codes them (fiskaly support, "Which VAT rates and exemptions"). */
const VAT_RATE_CODES: Record<Exclude<VatRate, 0>, string> = {
  22: 'STANDARD',
  10: 'REDUCED_1',
  5: 'REDUCED_2',
  4: 'REDUCED_3',
};

/** The natura of a 0% line as a SIGN IT exemption code (same article). */
const EXEMPTION_CODES: Record<VatNature, string> = {
  N1: 'CAUSE_1',
  N2: 'NOT_SUBJECT',
  N3: 'NOT_TAXABLE',
  N4: 'CAUSE_2',
  N5: 'CAUSE_3',
  N6: 'CAUSE_4',
};

/**
 * The documento commerciale only tells cash from electronic payments: a card is CARD, and
 * "altro" (bank transfer, app) is an electronic payment too.
 */
const PAYMENT_TYPES: Record<PaymentMethod, 'CASH' | 'CARD'> = {
  CONTANTI: 'CASH',
  CARTA: 'CARD',
  ALTRO: 'CARD',
};

export interface FiskalyPayment {
  type: 'CASH' | 'CARD';
  details: { amount: string; discount?: string };
}

export function intentionRecord(systemId: string) {
  return {
    content: { type: 'INTENTION', system: { id: systemId }, operation: { type: 'TRANSACTION' } },
  };
}

interface EntryInput {
  line: PricedLine;
  /** 1-based: the number a return names the line by. */
  number: number;
  concept: LineConcept;
  quantity: number;
  /** What these pieces cost after every discount, VAT included. */
  inclusiveCents: number;
}

function entry(type: 'SALE' | 'RETURN', input: EntryInput) {
  const { line, quantity, inclusiveCents } = input;
  const vat = lineVatUnits(inclusiveCents, line.vatRate);
  const listCents = quantity * line.unitPriceCents;
  // value.base is the net of the list price (before discounts), as the FAQ's formula says.
  const base = lineVatUnits(listCents, line.vatRate).exclusive;
  // The Agenzia computes a line from its quantity, price, VAT and value.discount alone (FAQ
  // "Value calculations"), so what lowers a line goes there: its discounts and its share of an
  // acconto paid online before (decision 0064), which the document must not certify again.
  const discountCents = listCents - inclusiveCents;
  return {
    type,
    details: { concept: input.concept, number: input.number },
    data: {
      type: 'ITEM',
      text: line.description,
      unit: { quantity: String(quantity), price: euros(line.unitPriceCents) },
      value: {
        base: eightDecimals(base),
        ...(discountCents > 0 ? { discount: euros(discountCents) } : {}),
      },
      vat:
        line.vatRate === 0
          ? {
              type: 'VAT_EXEMPTION',
              code: EXEMPTION_CODES[line.vatNature ?? 'N2'],
              exclusive: euros(inclusiveCents),
              inclusive: euros(inclusiveCents),
              amount: '0.00',
            }
          : {
              type: 'VAT_RATE',
              code: VAT_RATE_CODES[line.vatRate],
              percentage: `${line.vatRate}.00`,
              exclusive: eightDecimals(vat.exclusive),
              inclusive: euros(inclusiveCents),
              amount: eightDecimals(vat.amount),
            },
    },
  };
}

/**
 * The document's totals: the gross is the receipt's total in cents; net and VAT are the sums
 * of the lines' eighths, which is what the Agenzia recomputes (a different total_vat.amount
 * only earns a validation warning).
 */
function totalVat(entries: readonly EntryInput[], totalCents: number) {
  let exclusive = 0n;
  let amount = 0n;
  for (const input of entries) {
    const vat = lineVatUnits(input.inclusiveCents, input.line.vatRate);
    exclusive += input.line.vatRate === 0 ? vat.inclusive : vat.exclusive;
    amount += input.line.vatRate === 0 ? 0n : vat.amount;
  }
  return {
    amount: eightDecimals(amount),
    exclusive: eightDecimals(exclusive),
    inclusive: euros(totalCents),
  };
}

/**
 * What was paid, as SIGN IT records it: the cash that stayed in the till (what was handed over
 * less the change) and each electronic payment. When a total paid all in cash is rounded down
 * (DL 50/2017) the cents let go are payments[CASH].details.discount; rounded up, they are part
 * of the cash amount: that is what settle()'s roundingCents means.
 */
export function salePayments(request: SaleRequest): FiskalyPayment[] {
  const { settlement } = request;
  const byType = new Map<'CASH' | 'CARD', number>();
  for (const payment of request.payments) {
    const type = PAYMENT_TYPES[payment.method];
    byType.set(type, (byType.get(type) ?? 0) + payment.amountCents);
  }
  const cash = byType.get('CASH');
  if (cash !== undefined) byType.set('CASH', cash - settlement.changeCents);
  return [...byType].map(([type, cents]) => ({
    type,
    details: {
      amount: euros(cents),
      ...(type === 'CASH' && settlement.roundingCents < 0
        ? { discount: euros(-settlement.roundingCents) }
        : {}),
    },
  }));
}

/** The TRANSACTION of a document: it names its INTENTION and carries the operation. */
function transactionRecord<Operation>(intentionId: string, operation: Operation) {
  return { content: { type: 'TRANSACTION', record: { id: intentionId }, operation } };
}

export function saleRecord(intentionId: string, request: SaleRequest) {
  const entries = request.receipt.lines.map((line, index) => ({
    line,
    number: index + 1,
    concept: request.concepts?.[index] ?? 'SERVICE',
    quantity: line.quantity,
    inclusiveCents: line.totalCents,
  }));
  return transactionRecord(intentionId, {
    type: 'RECEIPT',
    document: {
      number: request.receiptNumber,
      total_vat: totalVat(entries, request.receipt.totalCents),
    },
    entries: entries.map((input) => entry('SALE', input)),
    customer: { type: 'EXTERNAL' },
    payments: salePayments(request),
  });
}

/** An annullo cancels the whole document; single lines cannot be cancelled (FAQ). */
export function cancellationRecord(intentionId: string, originalRecordId: string) {
  return transactionRecord(intentionId, {
    type: 'CANCELLATION',
    record: { id: originalRecordId },
  });
}

/**
 * What makes a return impossible to describe, in Italian, or null: every line it names must be
 * in the sale. Checked before anything is sent, so no intention is left behind.
 */
export function returnProblem(request: ReturnRequest): string | null {
  if (request.lines.length === 0) return 'Il reso non ha righe';
  const missing = request.lines.find((refund) => !request.sale.lines[refund.line]);
  return missing ? `La riga ${missing.line + 1} non è nello scontrino` : null;
}

/**
 * A reso is a CORRECTION of the original RECEIPT: RETURN entries that name the original line by
 * its number and exact description, with positive quantities and the value planRefund() gave
 * the pieces; the money goes back the way the desk chose.
 */
export function correctionRecord(intentionId: string, request: ReturnRequest) {
  const entries = request.lines.map((refund) => {
    const line = request.sale.lines[refund.line];
    if (!line) throw new RangeError(`La riga ${refund.line + 1} non è nello scontrino`);
    return {
      line,
      number: refund.line + 1,
      concept: request.concepts?.[refund.line] ?? 'SERVICE',
      quantity: refund.quantity,
      inclusiveCents: refund.amountCents,
    };
  });
  const totalCents = request.lines.reduce((sum, l) => sum + l.amountCents, 0);
  return transactionRecord(intentionId, {
    type: 'CORRECTION',
    record: { id: request.original.providerId },
    data: {
      type: 'RECEIPT',
      document: { number: request.receiptNumber, total_vat: totalVat(entries, totalCents) },
      entries: entries.map((input) => entry('RETURN', input)),
      customer: { type: 'EXTERNAL' },
      payments: [
        { type: PAYMENT_TYPES[request.refundMethod], details: { amount: euros(totalCents) } },
      ],
    },
  });
}

/**
 * A document as both adapters transmit it: its kind and key, the TRANSACTION that names the
 * INTENTION, and the document it refers to (a void's or return's sale).
 */
export interface RecordPlan {
  kind: FiscalDocumentKind;
  transmissionKey: string;
  transaction: (intentionId: string) => unknown;
  refersTo?: string;
}

/** The plan of each request, the same for fiskaly and the simulator. */
export const recordPlans = {
  sale: (request: SaleRequest): RecordPlan => ({
    kind: 'VENDITA',
    transmissionKey: request.transmissionKey,
    transaction: (id) => saleRecord(id, request),
  }),
  void: (request: VoidRequest): RecordPlan => ({
    kind: 'ANNULLO',
    transmissionKey: request.transmissionKey,
    transaction: (id) => cancellationRecord(id, request.original.providerId),
    refersTo: request.original.providerId,
  }),
  return: (request: ReturnRequest): RecordPlan => ({
    kind: 'RESO',
    transmissionKey: request.transmissionKey,
    transaction: (id) => correctionRecord(id, request),
    refersTo: request.original.providerId,
  }),
};
