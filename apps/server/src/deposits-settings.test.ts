// The deposits and the waitlist in /salone › «Prenotazioni online» (issue #35): stored with the
// page's settings, kept when a save leaves them out, refused field by field in Italian, and shown
// on the public page in integer cents.
import { describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGES } from '@agendina/scheduling';
import { depositSuite } from './test-support/deposit-calls.ts';
import { pageOnSettings } from './test-support/online-booking.ts';

const { suite } = depositSuite();

const save = (body: Record<string, unknown>) =>
  suite.h.api('PUT', '/salon/online-booking', {
    token: suite.s.token,
    body: pageOnSettings(suite.s, 'salone-bellavista', body),
  });

describe('deposits and waitlist settings', () => {
  it('are off by default, stored with the page, and kept when a save leaves them out', async () => {
    const fresh = await suite.h.api('GET', '/salon/online-booking', { token: suite.s.token });
    expect(fresh.body).toMatchObject({
      deposits: { rules: [], audience: 'ALL', minNoShows: 1, keepPercent: 100 },
      waitlist: { enabled: false, claimMinutes: 30 },
    });
    const [colore, taglio, piega] = suite.s.serviceIds as [number, number, number];
    const deposits = {
      rules: [
        { serviceId: taglio, kind: 'FIXED', amount: 1000 },
        { serviceId: colore, kind: 'PERCENT', amount: 25 },
      ],
      audience: 'NO_SHOWS',
      minNoShows: 2,
      keepPercent: 50,
    };
    const saved = await save({ deposits, waitlist: { enabled: true, claimMinutes: 45 } });
    expect(saved.status).toBe(200);
    expect(saved.body.deposits).toEqual({
      ...deposits,
      rules: [...deposits.rules].sort((a, b) => a.serviceId - b.serviceId),
    });
    expect(saved.body.waitlist).toEqual({ enabled: true, claimMinutes: 45 });
    // A save without them keeps them; a service no longer offered loses its rule.
    const kept = await save({ serviceIds: [taglio, piega], policyText: 'Nuovo testo' });
    expect(kept.body.deposits).toEqual({
      rules: [{ serviceId: taglio, kind: 'FIXED', amount: 1000 }],
      audience: 'NO_SHOWS',
      minNoShows: 2,
      keepPercent: 50,
    });
    expect(kept.body.waitlist).toEqual({ enabled: true, claimMinutes: 45 });
    const read = await suite.h.api('GET', '/salon/online-booking', { token: suite.s.token });
    expect(read.body.deposits).toEqual(kept.body.deposits);
  });

  it('refuses a rule field by field, with the Italian message', async () => {
    const [colore, taglio] = suite.s.serviceIds as [number, number];
    const rules = (list: unknown[]) => ({
      deposits: { rules: list, audience: 'ALL', minNoShows: 1, keepPercent: 100 },
    });
    const tooSmall = await save(rules([{ serviceId: taglio, kind: 'FIXED', amount: 50 }]));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({
      message: DEPOSIT_MESSAGES.fixed,
      errors: { 'deposits.rules.0.amount': DEPOSIT_MESSAGES.fixed },
    });
    const percent = await save(rules([{ serviceId: taglio, kind: 'PERCENT', amount: 150 }]));
    expect(percent.body.errors).toEqual({ 'deposits.rules.0.amount': DEPOSIT_MESSAGES.percent });
    const twice = await save(
      rules([
        { serviceId: taglio, kind: 'FIXED', amount: 1000 },
        { serviceId: taglio, kind: 'PERCENT', amount: 10 },
      ]),
    );
    expect(twice.body.errors).toEqual({ 'deposits.rules.1.serviceId': DEPOSIT_MESSAGES.duplicate });
    const notOffered = await save({
      serviceIds: [taglio],
      ...rules([{ serviceId: colore, kind: 'FIXED', amount: 1000 }]),
    });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.errors).toEqual({
      'deposits.rules.0.serviceId': DEPOSIT_MESSAGES.notBookable,
    });
    // Nothing of a refused save was stored.
    const read = await suite.h.api('GET', '/salon/online-booking', { token: suite.s.token });
    expect(read.body.deposits.rules).toEqual([]);
  });

  it('shows each service’s deposit on the public page, in whole cents, with who pays and what is kept', async () => {
    const [colore, taglio, piega] = suite.s.serviceIds as [number, number, number];
    await save({
      deposits: {
        rules: [
          // 15 % of 45,00 € is 6,75 €; a fixed amount above the price asks the price.
          { serviceId: colore, kind: 'PERCENT', amount: 15 },
          { serviceId: piega, kind: 'FIXED', amount: 3000 },
        ],
        audience: 'NEW_CLIENTS',
        minNoShows: 1,
        keepPercent: 80,
      },
      waitlist: { enabled: true, claimMinutes: 30 },
    });
    const page = await suite.h.api('GET', '/public/booking/salone-bellavista');
    expect(page.status).toBe(200);
    const byId = new Map(
      page.body.services.map((s: { id: number; depositCents: number | null }) => [
        s.id,
        s.depositCents,
      ]),
    );
    expect([byId.get(colore), byId.get(taglio), byId.get(piega)]).toEqual([675, null, 2500]);
    expect(page.body).toMatchObject({
      depositAudience: 'NEW_CLIENTS',
      depositKeepPercent: 80,
      waitlistEnabled: true,
    });
  });
});
