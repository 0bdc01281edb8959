import type { VatNature, VatRate } from '@agendina/contract';
import { mulDivRound } from './cents.ts';

/** What a VAT rate needs beside it: a nature exactly when the rate is 0 (MODULES.md). */
export interface VatCode {
  vatRate: VatRate;
  vatNature?: VatNature | undefined;
}

/** One rate's share of a receipt: its gross, and the net and VAT taken out of it. */
export interface VatGroup extends VatCode {
  grossCents: number;
  netCents: number;
  vatCents: number;
}

/**
 * The VAT inside a gross price (scorporo): gross × rate / (100 + rate), rounded half away from
 * zero to the cent. A refund (negative gross) mirrors a sale exactly.
 */
export function vatIncluded(grossCents: number, rate: VatRate): number {
  return mulDivRound(grossCents, rate, 100 + rate);
}

/** The Italian message for a rate and nature that do not belong together, or null. */
export function vatCodeProblem(code: VatCode): string | null {
  if (code.vatRate === 0 && !code.vatNature)
    return "Con l'aliquota 0% indica la natura dell'operazione (da N1 a N6)";
  if (code.vatRate !== 0 && code.vatNature)
    return "La natura dell'operazione si indica solo con l'aliquota 0%";
  return null;
}

/**
 * VAT by rate. The rounding rule: the VAT is taken out once per rate, from the sum of that
 * rate's gross amounts, not line by line; so the VAT of the receipt is exactly the sum of its
 * groups, and net + VAT is exactly the gross of each group. Groups come highest rate first.
 */
export function vatByRate(lines: readonly (VatCode & { totalCents: number })[]): VatGroup[] {
  const groups = new Map<string, VatGroup>();
  for (const line of lines) {
    const key = `${line.vatRate}/${line.vatNature ?? ''}`;
    const group = groups.get(key) ?? {
      vatRate: line.vatRate,
      ...(line.vatNature ? { vatNature: line.vatNature } : {}),
      grossCents: 0,
      netCents: 0,
      vatCents: 0,
    };
    group.grossCents += line.totalCents;
    groups.set(key, group);
  }
  const result = [...groups.values()].map((group) => {
    const vatCents = vatIncluded(group.grossCents, group.vatRate);
    return { ...group, vatCents, netCents: group.grossCents - vatCents };
  });
  return result.sort(
    (a, b) => b.vatRate - a.vatRate || (a.vatNature ?? '').localeCompare(b.vatNature ?? ''),
  );
}
