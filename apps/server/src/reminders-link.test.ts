// Visit reminders, the client's side (issue #19): the signed link shows the visit and takes one
// answer. Forged → 404, expired → 410, a different second answer → 409, the same one again →
// the same 200; never a 500. Confirm marks the visit, cancel frees its slot and moves the
// salon's data version (the calendar refetches on it); a token names one salon's visit only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TokenKeys } from './auth/tokens.ts';
import { defaultAppConfig } from './config.ts';
import { appointments, reminders, salons } from './db/schema/index.ts';
import { sweepReminders } from './services/reminders/sweep.ts';
import { signReminderToken } from './services/reminders/token.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { fakeWhatsApp, reminderRunner, tokenIn, visitIn } from './test-support/reminder-calls.ts';

const wa = fakeWhatsApp();
let h: Harness;
let salon: SalonFixture;
beforeAll(async () => {
  h = await createHarness({ adapters: { whatsapp: wa.adapter } });
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  wa.state.sent.length = 0;
  salon = await seedSalon(h.db, h.api);
  wa.state.configured = new Set([salon.salonId]);
});

/** Sends the reminders due now; the token of each message, in order. */
async function remind(): Promise<string[]> {
  await sweepReminders(h.db);
  await reminderRunner(h.db, wa.adapter).run();
  return wa.state.sent.map((m) => tokenIn(m.text));
}
const view = (token: string) => h.api('GET', `/public/reminders/${token}`);
const answer = (token: string, value: 'CONFIRM' | 'CANCEL') =>
  h.api('POST', `/public/reminders/${token}`, { body: { answer: value } });
const dataVersion = async (salonId: number) =>
  (await h.db.select().from(salons).where(eq(salons.id, salonId)))[0]?.dataVersion;

describe('the reminder link', () => {
  it('shows the visit without an account, then confirms it: the appointment reads confirmed', async () => {
    const [id] = await visitIn(h.db, salon, 3);
    const [token = ''] = await remind();
    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      salonName: 'Salone Uno',
      services: ['Colore'],
      operatorName: 'Sara',
      status: 'PENDING',
      canAnswer: true,
    });
    expect(JSON.stringify(shown.body)).not.toContain('Giulia');

    const confirmed = await answer(token, 'CONFIRM');
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', canAnswer: false });
    const read = await h.api('GET', `/appointments/${id}`, { token: salon.token });
    expect(read.body.status).toBe('BOOKED');
    expect(read.body.clientConfirmedAt).toEqual(expect.any(String));
    expect((await view(token)).body).toMatchObject({ status: 'CONFIRMED', canAnswer: false });
  });

  it('cancels the whole group, frees the slot and bumps the data version the calendar watches', async () => {
    const group = randomUUID();
    const ids = await visitIn(h.db, salon, 3, { groupId: group, services: 2 });
    const [token = ''] = await remind();
    const before = await dataVersion(salon.salonId);
    const cancelled = await answer(token, 'CANCEL');
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      canAnswer: false,
      services: ['Colore', 'Taglio donna'],
    });
    const rows = await h.db.select().from(appointments).where(eq(appointments.groupId, group));
    expect(rows.map((r) => r.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await dataVersion(salon.salonId)).toBeGreaterThan(before ?? 0);
    // The slot is free: the same operator can be booked there again.
    await expect(visitIn(h.db, salon, 3)).resolves.toHaveLength(1);
    expect(ids).toHaveLength(2);
  });

  it('takes the same answer twice (200, same state) and refuses a different one with 409', async () => {
    await visitIn(h.db, salon, 3);
    const [token = ''] = await remind();
    expect((await answer(token, 'CONFIRM')).status).toBe(200);
    const again = await answer(token, 'CONFIRM');
    expect(again).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
    const changed = await answer(token, 'CANCEL');
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      message: 'Hai già risposto a questo promemoria. Per cambiare idea chiama il salone.',
      code: 'REMINDER_ALREADY_ANSWERED',
    });
  });

  it('answers a forged or altered token with 404 and an Italian message, a cut one with 400, never a 500', async () => {
    await visitIn(h.db, salon, 3);
    const [token = ''] = await remind();
    const [body = '', signature = ''] = token.split('.');
    const forgedBody = Buffer.from(`a:999|${salon.salonId}|9999999999`).toString('base64url');
    const forgedKey = await signReminderToken(
      new TokenKeys(h.db, { ...defaultAppConfig, ...testConfig, jwtSecret: 'x'.repeat(48) }),
      { visit: 'a:1', salonId: salon.salonId, expiresAt: 9999999999 },
    );
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [`${forgedBody}.${signature}`, `${body}.${flipped}`, forgedKey]) {
      for (const call of [view(bad), answer(bad, 'CONFIRM')]) {
        const res = await call;
        expect(res.status, bad).toBe(404);
        expect(res.body).toEqual({
          message: 'Questo link non è valido. Per confermare o annullare chiama il salone.',
          code: 'REMINDER_LINK_INVALID',
        });
      }
    }
    for (const cut of [body, 'non-un-token', `${body}.${signature.slice(1)}`, `${token}.x`]) {
      const res = await answer(cut, 'CONFIRM');
      expect(res.status, cut).toBe(400);
      expect(res.body.errors).toHaveProperty('token');
    }
  });

  it('expires when the visit starts: 410 to read and to answer', async () => {
    const [id] = await visitIn(h.db, salon, 3);
    const keys = new TokenKeys(h.db, { ...defaultAppConfig, ...testConfig });
    await remind();
    const past = await signReminderToken(keys, {
      visit: `a:${id}`,
      salonId: salon.salonId,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    for (const res of [await view(past), await answer(past, 'CANCEL')]) {
      expect(res.status).toBe(410);
      expect(res.body.code).toBe('REMINDER_LINK_EXPIRED');
    }
    // The visit moved to an hour ago: the link it was sent with expires with it.
    const [token = ''] = wa.state.sent.map((m) => tokenIn(m.text));
    await h.db
      .update(appointments)
      .set({ startAt: '2020-01-01 09:00:00', endAt: '2020-01-01 09:30:00' })
      .where(eq(appointments.id, id as number));
    expect((await answer(token, 'CONFIRM')).status).toBe(410);
  });

  it('refuses an answer once the salon has cancelled the visit (409), and shows it cancelled', async () => {
    const [id] = await visitIn(h.db, salon, 3);
    const [token = ''] = await remind();
    await h.api('PATCH', `/appointments/${id}/status`, {
      token: salon.token,
      body: { status: 'CANCELLED' },
    });
    expect((await view(token)).body).toMatchObject({ status: 'CANCELLED', canAnswer: false });
    const res = await answer(token, 'CONFIRM');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REMINDER_VISIT_CHANGED');
  });

  it("names one salon's visit: a token signed for another salon's id finds nothing", async () => {
    const [id] = await visitIn(h.db, salon, 3);
    await remind();
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const keys = new TokenKeys(h.db, { ...defaultAppConfig, ...testConfig });
    const crossed = await signReminderToken(keys, {
      visit: `a:${id}`,
      salonId: other.salonId,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await answer(crossed, 'CANCEL')).status).toBe(404);
    const [row] = await h.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, id as number));
    expect(row?.status).toBe('BOOKED');
    expect(await h.db.select().from(reminders)).toHaveLength(1);
  });
});
