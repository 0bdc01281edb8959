import { describe, expect, it } from 'vitest';
import type { Plan, Subscription } from '@agendina/api';
import { entitlementsFor } from '@agendina/scheduling';
import {
  isCurrentPlan,
  needsSubscription,
  priceText,
  statusSentence,
  yearlySavingText,
} from './subscription-text.ts';

const pro: Plan = {
  code: 'PRO',
  name: 'Pro',
  description: 'Per il salone con un team.',
  monthlyPriceCents: 5900,
  yearlyPriceCents: 59000,
  features: ['Operatori illimitati'],
  entitlements: entitlementsFor('ACTIVE', 'PRO'),
};

const active: Subscription = {
  status: 'ACTIVE',
  planCode: 'PRO',
  planName: 'Pro',
  interval: 'MONTHLY',
  provider: 'TEST',
  trialEndsAt: '2026-03-26T10:00:00+01:00',
  currentPeriodEnd: '2026-12-19T10:00:00+01:00',
  cancelAtPeriodEnd: false,
  entitlements: entitlementsFor('ACTIVE', 'PRO'),
};

describe('subscription wording', () => {
  it('shows the banner only to a salon neither ACTIVE nor TRIALING', () => {
    expect(needsSubscription('ACTIVE')).toBe(false);
    expect(needsSubscription('TRIALING')).toBe(false);
    expect(needsSubscription('PAST_DUE')).toBe(true);
    expect(needsSubscription('CANCELED')).toBe(true);
    expect(needsSubscription('NONE')).toBe(true);
  });

  it('says each status in one sentence, with the dates in Rome', () => {
    expect(
      statusSentence({ ...active, status: 'TRIALING', trialEndsAt: '2026-11-30T23:30:00Z' }),
    ).toMatch(/^In prova fino al 01\/12\/2026:/);
    expect(statusSentence(active)).toBe('Il piano Pro è attivo e si rinnova il 19/12/2026.');
    expect(statusSentence({ ...active, cancelAtPeriodEnd: true })).toMatch(
      /^Disdetto: resta attivo fino al 19\/12\/2026\./,
    );
    expect(statusSentence({ ...active, status: 'PAST_DUE' })).toMatch(/non è stato pagato/);
    expect(statusSentence({ ...active, status: 'NONE' })).toMatch(/prova è terminato/);
  });

  it('prices in euro from cents, and the yearly saving against twelve months', () => {
    expect(priceText(pro, 'MONTHLY')).toBe('59,00\u00a0€ al mese');
    expect(priceText(pro, 'YEARLY')).toBe("590,00\u00a0€ all'anno");
    expect(yearlySavingText(pro)).toBe('Risparmi 118,00\u00a0€ rispetto al mensile');
    expect(yearlySavingText({ ...pro, yearlyPriceCents: 12 * 5900 })).toBeNull();
  });

  it('marks the plan already paid for, only while ACTIVE and for its interval', () => {
    expect(isCurrentPlan(active, pro, 'MONTHLY')).toBe(true);
    expect(isCurrentPlan(active, pro, 'YEARLY')).toBe(false);
    expect(isCurrentPlan({ ...active, status: 'PAST_DUE' }, pro, 'MONTHLY')).toBe(false);
  });
});
