// The waitlist tests' setup (waitlist-*.test.ts): the booking page of Salone Bellavista on with
// its waitlist, clients joining it with a code from the WhatsApp sandbox, the claim links read
// from the sandbox, a visit the staff book and cancel, and the sweep run as the worker runs it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxWhatsApp } from '../adapters/adapters.ts';
import { TokenKeys } from '../auth/tokens.ts';
import { defaultAppConfig } from '../config.ts';
import { onlineBookingSettings } from '../db/schema/index.ts';
import { sweepWaitlist } from '../services/waitlist/expire.ts';
import { testConfig } from './harness.ts';
import type { Harness } from './harness.ts';
import type { SalonFixture } from './fixtures.ts';
import { onlineBookingSuite } from './online-booking.ts';
import { waitForEmails } from './outbox.ts';

/** What the waitlist's calls need of a suite: its harness and salon, the page's turnOn, a code. */
export interface PageSuite {
  suite: { h: Harness; s: SalonFixture };
  turnOn: (extra?: Record<string, unknown>) => Promise<unknown>;
  verified: (phone: string) => Promise<{ verificationId: string; code: string }>;
}

/** The online booking suite with the waitlist's calls. */
export function waitlistSuite() {
  const base = onlineBookingSuite();
  return { ...base, ...waitlistCalls(base) };
}

/** The waitlist's calls over a suite that turns the page on (the online booking's, the deposits'). */
export function waitlistCalls({ suite, turnOn, verified }: PageSuite) {
  /** The page on (only Sara bookable unless `extra` says), its waitlist on. */
  async function turnOnWaitlist(extra: Record<string, unknown> = {}, claimMinutes = 30) {
    await turnOn({ operatorIds: [suite.s.hairdresserIds[0]], ...extra });
    await suite.h.db
      .update(onlineBookingSettings)
      .set({ waitlistEnabled: true, waitlistClaimMinutes: claimMinutes })
      .where(eq(onlineBookingSettings.salonId, suite.s.salonId));
  }

  /** Joins the line with a code verified for `phone`: Taglio donna with Sara, on `date`, in the morning. */
  async function join(phone: string, wish: Record<string, unknown> & { date: string }) {
    const { verificationId, code } = await verified(phone);
    const { date, ...rest } = wish;
    return suite.h.api('POST', '/public/booking/salone-bellavista/waitlist', {
      body: {
        verificationId,
        code,
        name: `Cliente ${phone.slice(-3)}`,
        phone,
        serviceIds: [suite.s.serviceIds[1]],
        operatorId: suite.s.hairdresserIds[0],
        fromDate: date,
        toDate: date,
        band: 'MORNING',
        ...rest,
      },
    });
  }

  /** The messages the sandbox (or the outbox) holds for `to`, once there are `count`. */
  const messages = async (to: string, count: number) =>
    (await waitForEmails(suite.h.db, to, count)).map((m) => m.body);

  /** The claim token of the newest message to `to` carrying a link (the `count`-th message). */
  async function claimToken(to: string, count = 2): Promise<string> {
    const all = await messages(to, count);
    const token = /\/lista-attesa\/([A-Za-z0-9_.-]+)/.exec(all[count - 1] ?? '')?.[1];
    expect(token, `a claim link in «${all[count - 1]}»`).toBeDefined();
    return token as string;
  }

  /** Marco's visit booked by the staff: `serviceIndex` with `operatorIndex` at `date` `time`. */
  async function staffBooks(date: string, time: string, serviceIndex = 1, operatorIndex = 0) {
    const booked = await suite.h.api('POST', '/appointments', {
      token: suite.s.token,
      body: {
        clientId: suite.s.clientIds[1],
        hairdresserId: suite.s.hairdresserIds[operatorIndex],
        serviceIds: [suite.s.serviceIds[serviceIndex]],
        dateTime: `${date}T${time}:00`,
      },
    });
    expect(booked.status).toBe(201);
    return booked.body.id as number;
  }

  const staffCancels = (id: number) =>
    suite.h.api('POST', `/appointments/${id}/cancel`, {
      token: suite.s.token,
      body: { reason: 'CLIENT_REQUEST' },
    });

  const line = async () =>
    (await suite.h.api('GET', '/waitlist', { token: suite.s.token })).body as {
      id: number;
      clientName: string;
      state: string;
      offer: { dateTime: string } | null;
    }[];

  /** The worker's sweep, with the app's keys (the same secret) and the sandbox. */
  function sweep() {
    const config = { ...defaultAppConfig, ...testConfig };
    return sweepWaitlist({
      db: suite.h.db,
      config,
      keys: new TokenKeys(suite.h.db, config),
      whatsapp: sandboxWhatsApp(suite.h.db),
      jobs: suite.h.worker,
    });
  }

  return {
    turnOnWaitlist,
    join,
    messages,
    claimToken,
    staffBooks,
    staffCancels,
    line,
    sweep,
  };
}
