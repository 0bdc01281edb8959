import { describe, expect, it } from 'vitest';
import { depositLabel, depositPolicyText, policyKeepsCents, refundOnCancel } from './policy.ts';

describe('the cancellation policy of a deposit', () => {
  it('keeps nothing before the cutoff', () => {
    expect(policyKeepsCents(1000, 100, { afterCutoff: false, noShow: false })).toBe(0);
    expect(refundOnCancel(1000, 100, false)).toBe(1000);
  });

  it('keeps its share after the cutoff or on a no-show', () => {
    expect(policyKeepsCents(1000, 100, { afterCutoff: true, noShow: false })).toBe(1000);
    expect(policyKeepsCents(1000, 50, { afterCutoff: false, noShow: true })).toBe(500);
    // 33% of 10,05 € is 3,3165 €: 3,32 € kept, 6,73 € back.
    expect(policyKeepsCents(1005, 33, { afterCutoff: true, noShow: false })).toBe(332);
    expect(refundOnCancel(1005, 33, true)).toBe(673);
  });

  it('reads as one Italian sentence', () => {
    expect(depositPolicyText(24, 100)).toBe(
      'Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, l’acconto non viene restituito.',
    );
    expect(depositPolicyText(1, 50)).toBe(
      'Puoi annullare gratis fino a 1 ora prima; dopo, o se non ti presenti, il salone trattiene il 50% dell’acconto.',
    );
    expect(depositPolicyText(0, 0)).toBe(
      'Puoi annullare gratis fino all’inizio dell’appuntamento; l’acconto ti viene sempre restituito.',
    );
  });

  it('labels an amount', () => {
    expect(depositLabel(1000)).toBe('Acconto 10,00\u00a0€');
  });
});
