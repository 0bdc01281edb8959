import type { PaymentMethod } from '@agendina/contract';
import { formatEuro, isCents } from './cents.ts';
import type { MoneyProblem } from './receipt.ts';

/** One payment toward a receipt; several make a "misto". */
export interface Payment {
  method: PaymentMethod;
  amountCents: number;
}

export type Settlement =
  | {
      ok: true;
      /** What the client owes: the total, or the cash-rounded total when paying all in cash. */
      dueCents: number;
      /** dueCents − total: from −2 to +2 cents, 0 unless everything is paid in cash. */
      roundingCents: number;
      paidCents: number;
      changeCents: number;
    }
  | { ok: false; problems: MoneyProblem[] };

/**
 * A total paid entirely in cash is rounded to the nearest 5 cents (DL 50/2017, art. 13-quater:
 * no more 1 and 2 cent coins): 1–2 cents down, 3–4 up. Card and mixed payments pay the exact
 * total.
 */
export function cashRounded(totalCents: number): number {
  const cents = totalCents % 5;
  return cents <= 2 ? totalCents - cents : totalCents + 5 - cents;
}

/**
 * Checks the payments of a receipt: together they cover what is due (cashRounded when all of it
 * is cash); only cash gives change, so card and other payments never go past the total; the
 * change is what the cash paid beyond what is due.
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

  const allCash = payments.length > 0 && payments.every((p) => p.method === 'CONTANTI');
  const dueCents = allCash ? cashRounded(totalCents) : totalCents;
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
  if (paidCents < dueCents)
    return {
      ok: false,
      problems: [
        { path: 'payments', message: `Mancano ${formatEuro(dueCents - paidCents)} al totale` },
      ],
    };
  return {
    ok: true,
    dueCents,
    roundingCents: dueCents - totalCents,
    paidCents,
    changeCents: paidCents - dueCents,
  };
}
