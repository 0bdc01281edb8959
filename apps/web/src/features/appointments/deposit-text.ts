// How a deposit paid online (issue #35) reads on the visit's detail and on the client card: the
// amount and when it was paid, what became of it, what is left to give back. Amounts in cents.
import type { components } from '@agendina/api';
import { depositLabel, formatDateTimeIt, formatEuro } from '@agendina/scheduling';

type Deposit = components['schemas']['Deposit'];

export const DEPOSIT_STATE_LABELS_IT: Readonly<Record<Deposit['state'], string>> = {
  PENDING: 'In attesa di pagamento',
  PAID: 'Pagato',
  DECLINED: 'Pagamento rifiutato',
  EXPIRED: 'Non pagato in tempo',
  REFUNDED: 'Rimborsato',
};

/** What «Rimborsa» gives back: everything paid and not refunded yet. */
export const refundableCents = (deposit: Deposit): number =>
  Math.max(deposit.amountCents - deposit.refundedCents, 0);

/** «Acconto 10,00 € · pagato online il 20/11/2026 10:12» (not paid: its state instead). */
export function depositPaidText(deposit: Deposit): string {
  const label = depositLabel(deposit.amountCents);
  return deposit.paidAt
    ? `${label} · pagato online il ${formatDateTimeIt(deposit.paidAt)}`
    : `${label} · ${DEPOSIT_STATE_LABELS_IT[deposit.state].toLowerCase()}`;
}

/** «Rimborsato 10,00 € il 21/11/2026 11:00»; null while nothing was given back. */
export function depositRefundText(deposit: Deposit): string | null {
  if (deposit.refundedCents === 0) return null;
  const when = deposit.refundedAt ? ` il ${formatDateTimeIt(deposit.refundedAt)}` : '';
  return `Rimborsato ${formatEuro(deposit.refundedCents)}${when}`;
}

/** The state in a few words, for a list: refunded, deducted at the desk, or its state. */
export function depositStateText(deposit: Deposit): string {
  const refunded = depositRefundText(deposit);
  if (refunded) return refunded;
  if (deposit.receiptId !== null) return 'Scalato alla cassa';
  return DEPOSIT_STATE_LABELS_IT[deposit.state];
}
