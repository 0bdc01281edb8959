// Money rules of the cash desk (MODULES.md, "Cash desk"): integer cents, Italian VAT taken out
// of gross prices, discounts spread without losing a cent, an advance paid online deducted, split
// payments, refunds.
export { ADVANCE_PATH, advanceProblem, spreadAdvance } from './advance.ts';
export { formatEuro, isCents, MAX_CENTS, mulDivRound, totalCents } from './cents.ts';
export { discountOf, discountProblem, FULL_PERCENT, spreadCents } from './discount.ts';
export type { Discount } from './discount.ts';
export { cashRounded, settle } from './payments.ts';
export type { Payment, Settlement } from './payments.ts';
export {
  ADVANCE_COVERS_ALL_MESSAGE,
  MAX_QUANTITY,
  priceReceipt,
  receiptTotalProblem,
  ZERO_TOTAL_MESSAGE,
} from './receipt.ts';
export type { DraftLine, MoneyProblem, Priced, PricedLine, PricedReceipt } from './receipt.ts';
export { planRefund, valueOfPieces, wholeRefund } from './refund.ts';
export type { RefundableLine, RefundLine, RefundPlan, RefundRequest } from './refund.ts';
export { vatByRate, vatCodeProblem, vatIncluded } from './vat.ts';
export { servicesTotal, type ServicesTotal } from './services-total.ts';
export type { VatCode, VatGroup } from './vat.ts';
