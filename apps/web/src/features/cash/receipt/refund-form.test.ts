import { describe, expect, it } from 'vitest';
import { receiptFixture } from '../../../testing/fixtures/receipts.ts';
import {
  canRefund,
  canVoid,
  refundPlanOf,
  refundRequestsOf,
  wholeSelection,
} from './refund-form.ts';

describe('refund form', () => {
  it('starts with every piece left and prices it with the money rules', () => {
    const receipt = receiptFixture.partlyRefunded;
    expect(wholeSelection(receipt)).toEqual({ 0: 1, 1: 0, 2: 2 });
    const plan = refundPlanOf(receipt, wholeSelection(receipt));
    expect(plan).toEqual({
      ok: true,
      lines: [
        { line: 0, quantity: 1, amountCents: 3500 },
        { line: 2, quantity: 2, amountCents: 3000 },
      ],
      totalCents: 6500,
    });
  });

  it('sends only the lines with pieces, and refuses an empty choice', () => {
    expect(refundRequestsOf({ 0: 0, 2: 1 })).toEqual([{ line: 2, quantity: 1 }]);
    const plan = refundPlanOf(receiptFixture.issued, { 0: 0, 1: 0, 2: 0 });
    expect(plan.ok).toBe(false);
  });

  it('allows a void only on an untouched receipt, a refund while pieces are left', () => {
    expect(canVoid(receiptFixture.issued)).toBe(true);
    expect(canVoid(receiptFixture.partlyRefunded)).toBe(false);
    expect(canRefund(receiptFixture.partlyRefunded)).toBe(true);
    expect(canRefund(receiptFixture.voided)).toBe(false);
    expect(canVoid(receiptFixture.voided)).toBe(false);
  });
});
