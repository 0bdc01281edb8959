import type { PaymentMethod } from '@agendina/contract';
import { formatEuro, isCents } from './cents.ts';
import type { MoneyProblem } from './receipt.ts';

/** One payment toward a receipt; several make a "misto". */
export interface Payment {
  method: PaymentMethod;
  amountCents: number;
}

export type Settlement =
  { ok: true; paidCents: number; changeCents: number } | { ok: false; problems: MoneyProblem[] };

/**
 * Checks the payments of a receipt: together they cover the total; only cash gives change, so
 * card and other payments never go past the total; the change is what the cash paid beyond it.
 */
export function settle(totalCents: number, payments: readonly Payment[]): Settlement {
  const problems: MoneyProblem[] = payments.flatMap((payment, index) =>
    isCents(payment.amountCents) && payment.amountCents > 0
      ? []
      : [{ path: `payments.${index}.amountCents`, message: 'Scrivi un importo maggiore di zero' }],
  );
  if (problems.length > 0) return { ok: false, problems };
  if (payments.length === 0 && totalCents > 0)
    return { ok: false, problems: [{ path: 'payments', message: 'Scegli come paga il cliente' }] };

  const paidCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const notCash = payments
    .filter((p) => p.method !== 'CONTANTI')
    .reduce((sum, p) => sum + p.amountCents, 0);
  if (notCash > totalCents)
    return {
      ok: false,
      problems: [
        {
          path: 'payments',
          message: `Carta e altri metodi superano il totale di ${formatEuro(notCash - totalCents)}: il resto si dà solo in contanti`,
        },
      ],
    };
  if (paidCents < totalCents)
    return {
      ok: false,
      problems: [
        { path: 'payments', message: `Mancano ${formatEuro(totalCents - paidCents)} al totale` },
      ],
    };
  return { ok: true, paidCents, changeCents: paidCents - totalCents };
}
