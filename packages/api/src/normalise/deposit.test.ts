import { describe, expect, it } from 'vitest';
import { normaliseAppointment } from './appointments.ts';
import { readDeposit } from './deposit.ts';

const paid = {
  id: 12,
  amountCents: 1000,
  state: 'PAID',
  provider: 'TEST',
  paidAt: '2026-11-20T09:12:44.000Z',
  refundedCents: 0,
  refundedAt: null,
  policyKeepsCents: 0,
  canRefund: true,
  receiptId: null,
};

describe('the deposit of a visit (issue #35)', () => {
  it('reaches the detail as the server sent it', () => {
    const visit = normaliseAppointment({ id: 1, dateTime: '2026-11-16T09:00', deposit: paid });
    expect(visit?.deposit).toEqual(paid);
  });

  it('is null when the visit has none, or when it comes half-made', () => {
    expect(normaliseAppointment({ id: 1, dateTime: '2026-11-16T09:00' })?.deposit).toBeNull();
    expect(readDeposit(null)).toBeNull();
    expect(readDeposit({ ...paid, amountCents: 10.5 })).toBeNull();
    expect(readDeposit({ ...paid, state: 'LOST' })).toBeNull();
    expect(readDeposit({ ...paid, id: '12' })).toBeNull();
  });

  it('never offers a refund the server did not offer', () => {
    expect(readDeposit({ ...paid, canRefund: 'yes' })?.canRefund).toBe(false);
    expect(readDeposit({ ...paid, refundedCents: -1, policyKeepsCents: 'tutto' })).toMatchObject({
      refundedCents: 0,
      policyKeepsCents: 0,
    });
  });
});
