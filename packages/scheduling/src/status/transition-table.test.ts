import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from './status.ts';
import { FINAL_STATUSES, TRANSITION_MESSAGES, transitionRefusal } from './transitions.ts';

const cash = { digitalCashEnabled: true };
const noCash = { digitalCashEnabled: false };

describe('transitionRefusal (the status write table, decision record 0003)', () => {
  it('the same status is always allowed', () => {
    for (const s of APPOINTMENT_STATUSES) expect(transitionRefusal(s, s, noCash)).toBeNull();
  });

  it('COMPLETED and CANCELLED are final', () => {
    for (const from of FINAL_STATUSES)
      for (const to of APPOINTMENT_STATUSES.filter((s) => s !== from))
        expect(transitionRefusal(from, to, cash)).toEqual({
          code: 'STATUS_FINAL',
          message: 'Lo stato di un appuntamento completato o cancellato non può cambiare',
        });
  });

  it('a live appointment can always be completed or cancelled', () => {
    for (const from of ['BOOKED', 'IN_PROGRESS'] as const)
      for (const to of FINAL_STATUSES) expect(transitionRefusal(from, to, noCash)).toBeNull();
  });

  it('BOOKED → IN_PROGRESS needs the digital cash; back to BOOKED is allowed', () => {
    expect(transitionRefusal('BOOKED', 'IN_PROGRESS', cash)).toBeNull();
    expect(transitionRefusal('BOOKED', 'IN_PROGRESS', noCash)).toEqual({
      code: 'DIGITAL_CASH_DISABLED',
      message: TRANSITION_MESSAGES.DIGITAL_CASH_DISABLED,
    });
    expect(transitionRefusal('IN_PROGRESS', 'BOOKED', noCash)).toBeNull();
  });
});
