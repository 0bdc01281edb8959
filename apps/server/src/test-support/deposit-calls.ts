// The deposits tests' setup (deposits-*.test.ts, issue #35): one database per file, Salone
// Bellavista with its page on and a deposit rule, the built-in test provider with a known webhook
// secret; the calls the booking page, the provider's hosted page and the staff make.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { defaultAppConfig } from '../config.ts';
import type { AppConfig } from '../config.ts';
import { appointments, deposits, testRefunds } from '../db/schema/index.ts';
import { testPaymentAdapter } from '../adapters/payments/test-provider.ts';
import type { DepositDeps } from '../services/deposits/settle.ts';
import { seedSalon } from './fixtures.ts';
import type { SalonFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { pageOnSettings } from './online-booking.ts';
import { waitForCode } from './outbox.ts';
import { TEST_PAYMENTS, TEST_WEBHOOK_SECRET, subscriptionCalls } from './subscription-calls.ts';

export { day } from './online-booking.ts';

/** Where the booking page sends the browser to pay (an origin the harness allows). */
export const BOOKING_RETURN = 'http://localhost:5173/prenota/salone-bellavista';
export const SLUG = 'salone-bellavista';

const many = { limit: 1000, seconds: 3600 };

export interface Choice {
  serviceIds: (number | undefined)[];
  operatorId?: number | null | undefined;
  date: string;
  time: string;
  name?: string;
  returnUrl?: string | undefined;
}

/** `config`: more settings, or a function of them read when the harness starts (a fake's address). */
export function depositSuite(config: Partial<AppConfig> | (() => Partial<AppConfig>) = {}) {
  const suite = {} as { h: Harness; s: SalonFixture };
  beforeAll(async () => {
    suite.h = await createHarness({
      config: {
        payments: TEST_PAYMENTS,
        rateLimits: {
          ...defaultAppConfig.rateLimits,
          bookingCodesPerAddress: many,
          bookingsPerAddress: many,
          bookingReadsPerAddress: many,
        },
        ...(typeof config === 'function' ? config() : config),
      },
    });
  });
  afterAll(() => suite.h.close());
  beforeEach(async () => {
    await suite.h.reset();
    suite.s = await seedSalon(suite.h.db, suite.h.api, 'Salone Bellavista');
  });
  const page = subscriptionCalls(() => suite.h);

  /** The page on, with a fixed 10,00 € deposit on «Taglio donna» for everyone (or as `extra` says). */
  async function turnOn(extra: Record<string, unknown> = {}) {
    const taglio = suite.s.serviceIds[1] as number;
    const saved = await suite.h.api('PUT', '/salon/online-booking', {
      token: suite.s.token,
      body: pageOnSettings(suite.s, SLUG, {
        deposits: {
          rules: [{ serviceId: taglio, kind: 'FIXED', amount: 1000 }],
          audience: 'ALL',
          minNoShows: 1,
          keepPercent: 100,
        },
        ...extra,
      }),
    });
    expect(saved.status).toBe(200);
    return saved.body;
  }

  async function verified(phone: string) {
    const sent = await suite.h.api('POST', `/public/booking/${SLUG}/verifications`, {
      body: { phone, channel: 'WHATSAPP' },
    });
    expect(sent.status).toBe(201);
    return {
      verificationId: sent.body.verificationId as string,
      code: await waitForCode(suite.h.db, phone),
    };
  }

  /**
   * A booking request for «Taglio donna» with a code verified for `phone` (no return address:
   * the caller adds it), to send more than once.
   */
  async function taglioRequest(phone: string, date: string, time: string) {
    const { verificationId, code } = await verified(phone);
    return {
      verificationId,
      code,
      name: 'Anna Verdi',
      phone,
      serviceIds: [suite.s.serviceIds[1]],
      operatorId: suite.s.hairdresserIds[0],
      date,
      time,
    };
  }

  /** A booking on the page with a verified phone, sent to pay at BOOKING_RETURN by default. */
  async function book(phone: string, choice: Choice) {
    const { verificationId, code } = await verified(phone);
    const { returnUrl = BOOKING_RETURN, ...rest } = choice;
    return suite.h.api('POST', `/public/booking/${SLUG}/bookings`, {
      body: {
        verificationId,
        code,
        name: 'Anna Verdi',
        phone,
        ...rest,
        ...(returnUrl ? { returnUrl } : {}),
      },
    });
  }

  /** «Taglio donna» with the first operator at `time` of `date`, held for its deposit (202). */
  async function hold(phone: string, date: string, time = '10:00') {
    const held = await book(phone, {
      serviceIds: [suite.s.serviceIds[1]],
      operatorId: suite.s.hairdresserIds[0],
      date,
      time,
    });
    expect(held.status).toBe(202);
    return held.body as {
      checkoutId: string;
      checkoutUrl: string;
      depositCents: number;
      holdExpiresAt: string;
    };
  }

  const verify = (checkoutId: string, cancelled?: boolean) =>
    suite.h.api('POST', `/public/booking/${SLUG}/payments/verify`, {
      body: cancelled === undefined ? { checkoutId } : { checkoutId, cancelled },
    });

  /** The free times of «Taglio donna» with the first operator on `date`. */
  const times = async (date: string): Promise<string[]> => {
    const res = await suite.h.api('GET', `/public/booking/${SLUG}/times`, {
      query: { services: String(suite.s.serviceIds[1]), operator: suite.s.hairdresserIds[0], date },
    });
    expect(res.status).toBe(200);
    return res.body.times as string[];
  };

  const depositRow = async (checkoutId: string) =>
    (await suite.h.db.select().from(deposits).where(eq(deposits.checkoutId, checkoutId)))[0];

  const salonRows = () =>
    suite.h.db.select().from(appointments).where(eq(appointments.salonId, suite.s.salonId));

  const refunds = () => suite.h.db.select().from(testRefunds);

  /** The deposits' services as the worker's sweep runs them (the app's test provider). */
  const deps = (): DepositDeps => ({
    db: suite.h.db,
    payments: testPaymentAdapter(suite.h.db, TEST_WEBHOOK_SECRET),
    jobs: suite.h.worker,
  });

  return {
    suite,
    turnOn,
    verified,
    taglioRequest,
    book,
    hold,
    verify,
    times,
    depositRow,
    salonRows,
    refunds,
    deps,
    payWith: page.payWith,
    postPage: page.postPage,
    webhook: page.webhook,
  };
}
