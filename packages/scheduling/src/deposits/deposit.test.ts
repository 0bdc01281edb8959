import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_MESSAGES,
  depositApplies,
  depositRuleProblem,
  serviceDepositCents,
  visitDepositCents,
} from './deposit.ts';

describe('the deposit a visit asks', () => {
  it('takes a fixed amount, never more than the price', () => {
    expect(serviceDepositCents({ serviceId: 1, kind: 'FIXED', amount: 1000 }, 3500)).toBe(1000);
    expect(serviceDepositCents({ serviceId: 1, kind: 'FIXED', amount: 5000 }, 3500)).toBe(3500);
  });

  it('takes a percentage of the price, half up to the cent', () => {
    expect(serviceDepositCents({ serviceId: 1, kind: 'PERCENT', amount: 30 }, 3500)).toBe(1050);
    // 33% of 12,35 € is 4,0755 €: 4,08 €.
    expect(serviceDepositCents({ serviceId: 1, kind: 'PERCENT', amount: 33 }, 1235)).toBe(408);
  });

  it('asks nothing without a rule or for a free service', () => {
    expect(serviceDepositCents(undefined, 3500)).toBeNull();
    expect(serviceDepositCents({ serviceId: 1, kind: 'PERCENT', amount: 50 }, 0)).toBeNull();
  });

  it('adds up the services of a visit', () => {
    const rules = [
      { serviceId: 1, kind: 'FIXED' as const, amount: 1000 },
      { serviceId: 2, kind: 'PERCENT' as const, amount: 20 },
    ];
    const services = [
      { id: 1, priceCents: 3500 },
      { id: 2, priceCents: 6000 },
      { id: 3, priceCents: 2500 },
    ];
    expect(visitDepositCents(rules, services)).toBe(2200);
    expect(visitDepositCents([], services)).toBe(0);
  });

  it('refuses amounts out of bounds in Italian', () => {
    expect(depositRuleProblem({ serviceId: 1, kind: 'FIXED', amount: 99 })).toBe(
      DEPOSIT_MESSAGES.fixed,
    );
    expect(depositRuleProblem({ serviceId: 1, kind: 'FIXED', amount: 100_001 })).toBe(
      DEPOSIT_MESSAGES.fixed,
    );
    expect(depositRuleProblem({ serviceId: 1, kind: 'PERCENT', amount: 101 })).toBe(
      DEPOSIT_MESSAGES.percent,
    );
    expect(depositRuleProblem({ serviceId: 1, kind: 'PERCENT', amount: 100 })).toBeNull();
    expect(depositRuleProblem({ serviceId: 1, kind: 'FIXED', amount: 100 })).toBeNull();
  });
});

describe('who pays the deposit', () => {
  const newClient = { visits: 0, noShows: 0 };
  const regular = { visits: 6, noShows: 0 };
  const missedTwice = { visits: 6, noShows: 2 };

  it('everyone, with ALL', () => {
    expect(depositApplies('ALL', 1, regular)).toBe(true);
  });

  it('only a client with no visit, with NEW_CLIENTS', () => {
    expect(depositApplies('NEW_CLIENTS', 1, newClient)).toBe(true);
    expect(depositApplies('NEW_CLIENTS', 1, regular)).toBe(false);
  });

  it('only a client with at least N no-shows, with NO_SHOWS', () => {
    expect(depositApplies('NO_SHOWS', 2, missedTwice)).toBe(true);
    expect(depositApplies('NO_SHOWS', 3, missedTwice)).toBe(false);
    expect(depositApplies('NO_SHOWS', 1, newClient)).toBe(false);
  });
});
