// The sale being edited at /cassa (MODULES.md "Cash desk"), as typed: fields may be empty while
// the user types. Every amount is priced by @agendina/scheduling's money rules, the same
// functions the server runs on "Incassa" (decision 0022): nothing here recomputes a rule.
import type {
  components,
  DiscountKind,
  PaymentMethod,
  VatNature,
  VatRate,
} from '@agendina/contract';
import {
  cashRounded,
  priceReceipt,
  settle,
  type Discount,
  type DraftLine,
  type MoneyProblem,
  type Payment,
  type Priced,
  type Settlement,
} from '@agendina/scheduling';

type ReceiptDraft = components['schemas']['ReceiptDraft'];
type ReceiptIssueRequest = components['schemas']['ReceiptIssueRequest'];
/** The acconto the client paid online for the visit, still to deduct (decision 0064). */
export type SaleDeposit = components['schemas']['ReceiptDeposit'];

/**
 * Where a line comes from: a visit's service, a free line, or a warehouse product (#17) picked
 * with "Aggiungi prodotto", sent with its productId so the sale writes its VENDITA movement.
 */
export type SaleLineKind = 'SERVIZIO' | 'LIBERA' | 'PRODOTTO';

/** A discount as typed: PERCENT in basis points (1000 = 10%), AMOUNT in cents; null = none. */
export interface DiscountInput {
  kind: DiscountKind;
  value: number | null;
}

export interface SaleLine {
  /** Stable across edits, for React and for the fields' ids. */
  key: string;
  kind: SaleLineKind;
  description: string;
  quantity: number | null;
  unitPriceCents: number | null;
  vatRate: VatRate;
  vatNature?: VatNature | undefined;
  discount: DiscountInput;
  hairdresserId?: number | undefined;
  serviceId?: number | undefined;
  appointmentId?: number | undefined;
  productId?: number | undefined;
}

/** How the client pays: one method for everything, or MISTO with an amount per method. */
export type PaymentMode = PaymentMethod | 'MISTO';

export interface SalePayment {
  mode: PaymentMode;
  /** CONTANTI: what the client hands over (change is given on it); null = exactly what is due. */
  cashReceivedCents: number | null;
  /** MISTO: the amount of each method; null = not used. */
  split: Record<PaymentMethod, number | null>;
}

export interface Sale {
  lines: SaleLine[];
  discount: DiscountInput;
  payment: SalePayment;
  /** The appointments this sale settles (none for a walk-in). */
  appointmentIds: number[];
  /** The acconto paid online the receipt deducts («Acconto versato online»); none for most. */
  deposit?: SaleDeposit | undefined;
  clientId?: number | undefined;
  clientName?: string | undefined;
}

let nextKey = 0;
export const newLineKey = () => `riga-${++nextKey}`;

export const noDiscount = (): DiscountInput => ({ kind: 'PERCENT', value: null });

const firstPayment = (): SalePayment => ({
  mode: 'CONTANTI',
  cashReceivedCents: null,
  split: { CONTANTI: null, CARTA: null, ALTRO: null },
});

/** A walk-in ("Nuova vendita"): no line yet. */
export const emptySale = (): Sale => ({
  lines: [],
  discount: noDiscount(),
  payment: firstPayment(),
  appointmentIds: [],
});

/** A visit's draft: its services at list price, ready to edit. */
export const saleFromDraft = (draft: ReceiptDraft): Sale => ({
  lines: draft.lines.map((line) => ({
    key: newLineKey(),
    kind: 'SERVIZIO',
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    vatNature: line.vatNature,
    discount: noDiscount(),
    hairdresserId: line.hairdresserId,
    serviceId: line.serviceId,
    appointmentId: line.appointmentId,
  })),
  discount: noDiscount(),
  payment: firstPayment(),
  appointmentIds: draft.appointmentIds,
  ...(draft.deposit ? { deposit: draft.deposit } : {}),
  clientId: draft.clientId,
  clientName: draft.clientName,
});

/** A free line ("riga libera"): a description and a price, one piece, VAT 22%. */
export const freeLine = (description: string, unitPriceCents: number | null): SaleLine => ({
  key: newLineKey(),
  kind: 'LIBERA',
  description,
  quantity: 1,
  unitPriceCents,
  vatRate: 22,
  discount: noDiscount(),
});

/** What the picker hands over of a product (the warehouse's Product). */
export interface SoldProduct {
  id: number;
  name: string;
  salePriceCents: number | null;
  vatRate: VatRate;
}

/** A product sold: its name, one piece at its sale price, its own VAT rate. */
export const productLine = (product: SoldProduct): SaleLine => ({
  key: newLineKey(),
  kind: 'PRODOTTO',
  description: product.name,
  quantity: 1,
  unitPriceCents: product.salePriceCents,
  vatRate: product.vatRate,
  discount: noDiscount(),
  productId: product.id,
});

/** A discount the rules can read; an empty or zero one is no discount. */
const discountOf = (input: DiscountInput): Discount | undefined =>
  input.value === null || input.value === 0 ? undefined : { kind: input.kind, value: input.value };

// An empty field is not a number: the rules answer it with their own Italian message.
const numberOrNaN = (value: number | null) => value ?? Number.NaN;

function draftLineOf(line: SaleLine): DraftLine {
  return {
    description: line.description,
    quantity: numberOrNaN(line.quantity),
    unitPriceCents: numberOrNaN(line.unitPriceCents),
    vatRate: line.vatRate,
    ...(line.vatRate === 0 && line.vatNature ? { vatNature: line.vatNature } : {}),
    discount: discountOf(line.discount),
  };
}

/**
 * The sale priced by the money rules: totals and VAT by rate less the acconto paid online, or
 * each problem by its field ("deposit" when the acconto is more than what is left to pay).
 */
export const priceSale = (sale: Sale): Priced =>
  priceReceipt(
    sale.lines.map(draftLineOf),
    discountOf(sale.discount),
    sale.deposit?.amountCents ?? 0,
  );

/** What a priced line costs after its discounts, before the acconto comes off the whole sale. */
export const lineAmountCents = (line: {
  grossCents: number;
  lineDiscountCents: number;
  sharedDiscountCents: number;
}): number => line.grossCents - line.lineDiscountCents - line.sharedDiscountCents;

/** The payments the chosen mode makes of a total. */
export function paymentsOf(payment: SalePayment, totalCents: number): Payment[] {
  if (totalCents === 0) return [];
  switch (payment.mode) {
    case 'CONTANTI':
      return [
        {
          method: 'CONTANTI',
          amountCents: payment.cashReceivedCents ?? cashRounded(totalCents),
        },
      ];
    case 'MISTO':
      return (Object.entries(payment.split) as [PaymentMethod, number | null][])
        .filter(([, amount]) => amount !== null)
        .map(([method, amount]) => ({ method, amountCents: amount ?? 0 }));
    default:
      return [{ method: payment.mode, amountCents: totalCents }];
  }
}

/** What the payments make of the total: due, paid, change, or what is missing. */
export const settlementOf = (sale: Sale, totalCents: number): Settlement =>
  settle(totalCents, paymentsOf(sale.payment, totalCents));

/** The body of POST /cash/receipts for a sale the rules have priced. */
export function issueRequestOf(sale: Sale, totalCents: number): ReceiptIssueRequest {
  const discount = discountOf(sale.discount);
  return {
    lines: sale.lines.map((line) => {
      const { discount: lineDiscount, ...draft } = draftLineOf(line);
      return {
        ...draft,
        ...(lineDiscount ? { discount: lineDiscount } : {}),
        ...(line.hairdresserId !== undefined ? { hairdresserId: line.hairdresserId } : {}),
        ...(line.serviceId !== undefined ? { serviceId: line.serviceId } : {}),
        ...(line.appointmentId !== undefined ? { appointmentId: line.appointmentId } : {}),
        ...(line.productId !== undefined ? { productId: line.productId } : {}),
      };
    }),
    ...(discount ? { discount } : {}),
    payments: paymentsOf(sale.payment, totalCents),
    ...(sale.appointmentIds.length > 0 ? { appointmentIds: sale.appointmentIds } : {}),
    ...(sale.clientId !== undefined ? { clientId: sale.clientId } : {}),
    ...(sale.deposit ? { depositId: sale.deposit.id } : {}),
  };
}

/** Each field's first message, by the rules' path ("lines.0.quantity", "payments", "discount"). */
export function messagesByPath(
  problems: readonly MoneyProblem[],
  serverErrors?: Readonly<Record<string, string>>,
): Record<string, string> {
  const messages: Record<string, string> = { ...serverErrors };
  for (const problem of problems) messages[problem.path] ??= problem.message;
  return messages;
}
