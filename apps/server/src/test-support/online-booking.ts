// The online booking tests' setup (online-booking*.test.ts): one database per file, Salone
// Bellavista signed in, its page turned on by turnOn, and a code read from the WhatsApp sandbox.
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { defaultAppConfig } from '../config.ts';
import { seedSalon } from './fixtures.ts';
import type { SalonFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { waitForCode } from './outbox.ts';

const many = { limit: 1000, seconds: 3600 };

/** A day three days from now (the salon opens every day 9–19): inside the horizon, past the notice. */
export const day = () => Temporal.Now.plainDateISO(DEFAULT_TIME_ZONE).add({ days: 3 }).toString();

/** The settings that turn `s`'s page on at `slug`, with every service and operator (or as `extra` says). */
export const pageOnSettings = (
  s: SalonFixture,
  slug: string,
  extra: Record<string, unknown> = {},
) => ({
  enabled: true,
  slug,
  serviceIds: s.serviceIds,
  operatorIds: s.hairdresserIds,
  minNoticeHours: 2,
  horizonDays: 30,
  slotStepMinutes: 15,
  cutoffHours: 24,
  confirmationMode: 'INSTANT',
  policyText: 'Puoi annullare gratis fino a 24 ore prima.',
  embedDomains: ['https://www.salonebellavista.it'],
  ...extra,
});

export function onlineBookingSuite() {
  const suite = {} as { h: Harness; s: SalonFixture };
  beforeAll(async () => {
    // The race asks 50 codes from one address: the per-address limits are tested apart.
    suite.h = await createHarness({
      config: {
        rateLimits: {
          ...defaultAppConfig.rateLimits,
          bookingCodesPerAddress: many,
          bookingsPerAddress: many,
        },
      },
    });
  });
  afterAll(() => suite.h.close());
  beforeEach(async () => {
    await suite.h.reset();
    suite.s = await seedSalon(suite.h.db, suite.h.api, 'Salone Bellavista');
  });
  async function turnOn(extra: Record<string, unknown> = {}) {
    const saved = await suite.h.api('PUT', '/salon/online-booking', {
      token: suite.s.token,
      body: pageOnSettings(suite.s, 'salone-bellavista', extra),
    });
    expect(saved.status).toBe(200);
    return saved.body;
  }

  const page = (path = '', query: Record<string, string | number> = {}) =>
    suite.h.api('GET', `/public/booking/salone-bellavista${path}`, { query });

  async function verified(phone: string) {
    const sent = await suite.h.api('POST', '/public/booking/salone-bellavista/verifications', {
      body: { phone, channel: 'WHATSAPP' },
    });
    expect(sent.status).toBe(201);
    return {
      verificationId: sent.body.verificationId as string,
      code: await waitForCode(suite.h.db, phone),
    };
  }
  /** A booking on the page with a code verified for `phone` (Anna Verdi unless named). */
  async function bookOnline(
    phone: string,
    choice: {
      serviceIds: (number | undefined)[];
      operatorId?: number | null | undefined;
      date: string;
      time: string;
      name?: string;
    },
  ) {
    const { verificationId, code } = await verified(phone);
    return suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: { verificationId, code, name: 'Anna Verdi', phone, ...choice },
    });
  }
  return { suite, turnOn, page, verified, bookOnline };
}
