import { describe, expect, it } from 'vitest';
import { entitlementsFor, operatorLimitRefusal, statisticsRefusal } from './entitlements.ts';
import { PLANS } from './plans.ts';

describe('entitlementsFor', () => {
  it('gives a trial everything, and a paying salon its plan', () => {
    expect(entitlementsFor('TRIALING', null)).toEqual({
      maxOperators: null,
      cashDesk: true,
      warehouse: true,
      assistants: true,
      statistics: true,
    });
    expect(entitlementsFor('ACTIVE', 'BASE').maxOperators).toBe(2);
    expect(entitlementsFor('ACTIVE', 'PRO')).toMatchObject({ cashDesk: true, statistics: false });
    expect(entitlementsFor('ACTIVE', 'PREMIUM').statistics).toBe(true);
    // A failed renewal keeps the plan while the provider retries.
    expect(entitlementsFor('PAST_DUE', 'PRO').maxOperators).toBeNull();
  });

  it('gives a salon without a subscription the cheapest plan’s limits', () => {
    expect(entitlementsFor('NONE', null)).toEqual(PLANS[0]?.entitlements);
    expect(entitlementsFor('CANCELED', 'PREMIUM')).toEqual(PLANS[0]?.entitlements);
  });
});

describe('operatorLimitRefusal', () => {
  it('lets Base have two active operators, and names the plan that allows a third', () => {
    expect(operatorLimitRefusal('ACTIVE', 'BASE', 1)).toBeNull();
    expect(operatorLimitRefusal('ACTIVE', 'BASE', 2)).toBe(
      'Il piano Base comprende fino a 2 operatori: passa a Pro per aggiungerne altri',
    );
    // A salon that moved down to Base with five keeps them; a sixth is refused the same way.
    expect(operatorLimitRefusal('ACTIVE', 'BASE', 5)).toBe(
      'Il piano Base comprende fino a 2 operatori: passa a Pro per aggiungerne altri',
    );
  });

  it('never limits a trial or an unlimited plan', () => {
    expect(operatorLimitRefusal('TRIALING', null, 40)).toBeNull();
    expect(operatorLimitRefusal('ACTIVE', 'PRO', 40)).toBeNull();
  });

  it('says what applies without a subscription', () => {
    expect(operatorLimitRefusal('NONE', null, 2)).toBe(
      'Senza abbonamento valgono i limiti del piano Base, fino a 2 operatori: abbonati a Pro per aggiungerne altri',
    );
  });
});

describe('statisticsRefusal', () => {
  it('lets Premium and every trial in', () => {
    expect(statisticsRefusal('ACTIVE', 'PREMIUM')).toBeNull();
    expect(statisticsRefusal('PAST_DUE', 'PREMIUM')).toBeNull();
    expect(statisticsRefusal('TRIALING', null)).toBeNull();
  });

  it('refuses Base, Pro and a salon without a subscription, naming Premium', () => {
    for (const [status, plan] of [
      ['ACTIVE', 'BASE'],
      ['ACTIVE', 'PRO'],
      ['NONE', null],
      ['CANCELED', 'PREMIUM'],
    ] as const)
      expect(statisticsRefusal(status, plan)).toBe(
        'Le statistiche sono comprese nel piano Premium',
      );
  });
});
