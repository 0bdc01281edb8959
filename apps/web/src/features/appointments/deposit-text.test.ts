import { describe, expect, it } from 'vitest';
import { paidDeposit as paid } from '../../testing/fixtures/deposits.ts';
import {
  depositPaidText,
  depositRefundText,
  depositStateText,
  refundableCents,
} from './deposit-text.ts';

/** Intl writes «10,00 €» with a no-break space: compared as a reader sees it. */
const seen = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('a deposit in words (issue #35)', () => {
  it('says the amount and when it was paid, in the salon’s time', () => {
    expect(seen(depositPaidText(paid))).toBe('Acconto 10,00 € · pagato online il 20/11/2026 10:12');
    expect(seen(depositPaidText({ ...paid, state: 'PENDING', paidAt: null }))).toBe(
      'Acconto 10,00 € · in attesa di pagamento',
    );
  });

  it('says what was given back, and when', () => {
    expect(depositRefundText(paid)).toBeNull();
    const refunded = {
      ...paid,
      state: 'REFUNDED' as const,
      refundedCents: 1000,
      refundedAt: '2026-11-21T10:00:00.000Z',
    };
    expect(seen(depositRefundText(refunded))).toBe('Rimborsato 10,00 € il 21/11/2026 11:00');
    expect(seen(depositStateText(refunded))).toBe('Rimborsato 10,00 € il 21/11/2026 11:00');
  });

  it('gives back only what is left', () => {
    expect(refundableCents(paid)).toBe(1000);
    expect(refundableCents({ ...paid, refundedCents: 400 })).toBe(600);
  });

  it('tells a deposit deducted at the desk from one only paid', () => {
    expect(depositStateText({ ...paid, receiptId: 500 })).toBe('Scalato alla cassa');
    expect(depositStateText(paid)).toBe('Pagato');
  });
});
