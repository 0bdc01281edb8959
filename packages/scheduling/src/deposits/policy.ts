// The cancellation policy of a deposit (issue #35, MODULES.md «Acconti»): free until the cutoff;
// after it, or on a no-show, the salon keeps `keepPercent` of what was paid. The page, the manage
// link, the staff's detail and the server all read it here.
import { mulDivRound } from '../money/cents.ts';
import { formatEuro } from '../money/cents.ts';

export interface PolicyMoment {
  /** The visit starts less than the cutoff from now (or has started). */
  readonly afterCutoff: boolean;
  /** The visit was marked «Non presentato». */
  readonly noShow: boolean;
}

/** What the policy keeps of a paid deposit at this moment (whole cents, half up). */
export function policyKeepsCents(
  paidCents: number,
  keepPercent: number,
  moment: PolicyMoment,
): number {
  if (!moment.afterCutoff && !moment.noShow) return 0;
  return mulDivRound(paidCents, keepPercent, 100);
}

/** What a cancellation gives back now: what was paid, less what the policy keeps. */
export function refundOnCancel(
  paidCents: number,
  keepPercent: number,
  afterCutoff: boolean,
): number {
  return paidCents - policyKeepsCents(paidCents, keepPercent, { afterCutoff, noShow: false });
}

/**
 * The policy in one Italian sentence, for the page, the confirmation and the manage link:
 * «Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, l'acconto non viene
 * restituito.»
 */
export function depositPolicyText(cutoffHours: number, keepPercent: number): string {
  const until =
    cutoffHours === 0
      ? 'Puoi annullare gratis fino all’inizio dell’appuntamento'
      : `Puoi annullare gratis fino a ${cutoffHours} ${cutoffHours === 1 ? 'ora' : 'ore'} prima`;
  if (keepPercent === 0) return `${until}; l’acconto ti viene sempre restituito.`;
  const kept =
    keepPercent === 100
      ? 'l’acconto non viene restituito'
      : `il salone trattiene il ${keepPercent}% dell’acconto`;
  return `${until}; dopo, o se non ti presenti, ${kept}.`;
}

/** «Acconto 10,00 €»: how a deposit reads on the visit, the card and the page. */
export const depositLabel = (cents: number): string => `Acconto ${formatEuro(cents)}`;
