import { describe, expect, it } from 'vitest';
import { ApiError } from '@agendina/api';
import { DEPOSIT_MESSAGES } from '@agendina/scheduling';
import {
  DEPOSIT_FORM_MESSAGES,
  checkDeposits,
  depositInputOf,
  depositServerErrors,
  depositValuesOf,
  waitlistInputOf,
  type DepositValues,
} from './deposit-settings-form.ts';

const values: DepositValues = {
  rules: {
    5: { kind: 'FIXED', cents: 1000, percent: Number.NaN },
    6: { kind: 'PERCENT', cents: null, percent: 20 },
    7: { kind: 'NONE', cents: 500, percent: Number.NaN },
  },
  audience: 'NEW_CLIENTS',
  minNoShows: 1,
  keepPercent: 100,
};
const waitlist = { enabled: true, claimMinutes: 30 };

describe('the «Acconti» of the booking page', () => {
  it('sends one rule per bookable service that asks one, in cents or percent', () => {
    expect(depositInputOf(values, [5, 6, 7])).toEqual({
      rules: [
        { serviceId: 5, kind: 'FIXED', amount: 1000 },
        { serviceId: 6, kind: 'PERCENT', amount: 20 },
      ],
      audience: 'NEW_CLIENTS',
      minNoShows: 1,
      keepPercent: 100,
    });
    // A service no longer bookable online asks nothing.
    expect(depositInputOf(values, [6]).rules).toEqual([
      { serviceId: 6, kind: 'PERCENT', amount: 20 },
    ]);
  });

  it('reads back what it stored', () => {
    const stored = depositInputOf(values, [5, 6]);
    expect(depositInputOf(depositValuesOf(stored), [5, 6])).toEqual(stored);
  });

  it('says what is wrong with the words of the rule the server applies', () => {
    expect(
      checkDeposits(
        {
          ...values,
          rules: {
            5: { kind: 'FIXED', cents: 50, percent: Number.NaN },
            6: { kind: 'PERCENT', cents: null, percent: Number.NaN },
          },
          audience: 'NO_SHOWS',
          minNoShows: 0,
          keepPercent: 120,
        },
        { enabled: true, claimMinutes: 2 },
        [5, 6],
      ),
    ).toEqual({
      'deposit.5': DEPOSIT_MESSAGES.fixed,
      'deposit.6': DEPOSIT_MESSAGES.percent,
      minNoShows: DEPOSIT_FORM_MESSAGES.minNoShows,
      keepPercent: DEPOSIT_FORM_MESSAGES.keepPercent,
      claimMinutes: DEPOSIT_FORM_MESSAGES.claimMinutes,
    });
    expect(checkDeposits(values, waitlist, [5, 6])).toEqual({});
  });

  it('leaves alone what is not in use: the no-shows of another audience, the minutes of a waitlist off', () => {
    const off = { enabled: false, claimMinutes: Number.NaN };
    expect(checkDeposits({ ...values, minNoShows: Number.NaN }, off, [5])).toEqual({});
    expect(depositInputOf({ ...values, minNoShows: Number.NaN }, [5]).minNoShows).toBe(1);
    expect(waitlistInputOf(off)).toEqual({ enabled: false, claimMinutes: 30 });
  });

  it('puts the server’s field errors on the service they were sent for', () => {
    const sent = {
      deposits: depositInputOf(values, [5, 6]),
    } as Parameters<typeof depositServerErrors>[1];
    const failure = new ApiError({
      kind: 'http',
      status: 400,
      body: {
        message: 'Dati non validi',
        errors: {
          'deposits.rules[1].amount': 'Deve essere al massimo 100',
          'deposits.rules.0.serviceId': DEPOSIT_MESSAGES.notBookable,
          'deposits.keepPercent': 'Deve essere al massimo 100',
          'waitlist.claimMinutes': 'Deve essere almeno 5',
          slug: 'altro',
        },
      },
    });
    expect(depositServerErrors(failure, sent)).toEqual({
      'deposit.6': 'Deve essere al massimo 100',
      'deposit.5': DEPOSIT_MESSAGES.notBookable,
      keepPercent: 'Deve essere al massimo 100',
      claimMinutes: 'Deve essere almeno 5',
    });
    expect(depositServerErrors(new Error('rete'), sent)).toEqual({});
  });
});
