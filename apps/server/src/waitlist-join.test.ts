// The waitlist (issue #35): joining it from the booking page with a verified phone, the staff's
// line in order, and taking a client off it.
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { WAITLIST_MESSAGES } from '@agendina/scheduling';
import { clients } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { day } from './test-support/online-booking.ts';
import { waitlistSuite } from './test-support/waitlist.ts';

const { suite, turnOn, turnOnWaitlist, verified, join, line } = waitlistSuite();
const PATH = '/public/booking/salone-bellavista/waitlist';
const plus = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

describe('joining the waitlist from the booking page', () => {
  it('puts a verified client at the end of the line, found by phone or made once', async () => {
    await turnOnWaitlist();
    const date = day();
    const giulia = await join('+393471234567', {
      date,
      toDate: plus(date, 4),
      operatorId: null,
      band: 'AFTERNOON',
    });
    expect(giulia.status).toBe(201);
    expect(giulia.body).toEqual({
      services: ['Taglio donna'],
      fromDate: date,
      toDate: plus(date, 4),
      band: 'AFTERNOON',
      channel: 'WHATSAPP',
    });
    const anna = await join('+393331112222', { date });
    expect(anna.status).toBe(201);
    const shown = await line();
    expect(shown.map((e) => [e.clientName, e.state])).toEqual([
      ['Giulia Rossi', 'WAITING'],
      ['Cliente 222', 'WAITING'],
    ]);
    expect(shown[0]).toMatchObject({
      clientId: suite.s.clientIds[0],
      phone: '+393471234567',
      services: ['Taglio donna'],
      operatorId: null,
      operatorName: null,
      offer: null,
    });
    expect(shown[1]).toMatchObject({ operatorName: 'Sara Conti', band: 'MORNING' });
    const made = await suite.h.db
      .select()
      .from(clients)
      .where(eq(clients.phoneNumber, '+393331112222'));
    expect(made.map((c) => c.name)).toEqual(['Cliente 222']);
  });

  it('writes by e-mail to a client whose code came by e-mail', async () => {
    await turnOnWaitlist();
    const sent = await suite.h.api('POST', '/public/booking/salone-bellavista/verifications', {
      body: { phone: '+393339998877', channel: 'EMAIL', email: 'anna@example.it' },
    });
    expect(sent.status).toBe(201);
    const { waitForCode } = await import('./test-support/outbox.ts');
    const code = await waitForCode(suite.h.db, 'anna@example.it');
    const joined = await suite.h.api('POST', PATH, {
      body: {
        verificationId: sent.body.verificationId,
        code,
        name: 'Anna',
        phone: '+393339998877',
        serviceIds: [suite.s.serviceIds[0]],
        fromDate: day(),
        toDate: day(),
        band: 'ANY',
      },
    });
    expect(joined.status).toBe(201);
    expect(joined.body.channel).toBe('EMAIL');
  });

  it('refuses a wrong code, a range off the horizon, a bot, and a page without a waitlist', async () => {
    await turnOn();
    const date = day();
    const off = await join('+393471234567', { date });
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('BOOKING_PAGE_NOT_FOUND');
    const nowhere = await suite.h.api('POST', '/public/booking/nessun-salone/waitlist', {
      body: {
        ...(await verified('+393471234567')),
        name: 'X',
        phone: '+393471234567',
        serviceIds: [1],
        fromDate: date,
        toDate: date,
        band: 'ANY',
      },
    });
    expect(nowhere.status).toBe(404);

    await turnOnWaitlist();
    const { verificationId, code } = await verified('+393471234567');
    const body = {
      verificationId,
      code: code === '000000' ? '111111' : '000000',
      name: 'Giulia',
      phone: '+393471234567',
      serviceIds: [suite.s.serviceIds[1]],
      fromDate: date,
      toDate: date,
      band: 'ANY',
    };
    const wrong = await suite.h.api('POST', PATH, { body });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: 'CODE_WRONG',
      message: 'Il codice non è corretto. Ti restano 4 tentativi.',
    });
    const backwards = await suite.h.api('POST', PATH, {
      body: { ...body, code, fromDate: plus(date, 2), toDate: date },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({
      fromDate: WAITLIST_MESSAGES.range,
      toDate: WAITLIST_MESSAGES.range,
    });
    const far = await suite.h.api('POST', PATH, {
      body: { ...body, code, toDate: plus(date, 60) },
    });
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual({ toDate: WAITLIST_MESSAGES.horizon(30) });
    const past = await suite.h.api('POST', PATH, {
      body: { ...body, code, fromDate: plus(date, -10), toDate: plus(date, -5) },
    });
    expect(past.body.errors).toEqual({ toDate: WAITLIST_MESSAGES.past });
    // Luca is not bookable online: nothing is written and the code is not spent.
    const luca = await suite.h.api('POST', PATH, {
      body: { ...body, code, operatorId: suite.s.hairdresserIds[1] },
    });
    expect(luca.status).toBe(404);
    expect(luca.body.code).toBe('NOT_BOOKABLE_ONLINE');
    const bot = await suite.h.api('POST', PATH, {
      body: { ...body, code, website: 'http://spam.example' },
    });
    expect(bot.status).toBe(400);
    expect(await line()).toEqual([]);
    // The same code, spent on none of those, joins once.
    const ok = await suite.h.api('POST', PATH, { body: { ...body, code } });
    expect(ok.status).toBe(201);
    const again = await suite.h.api('POST', PATH, { body: { ...body, code } });
    expect(again.body.code).toBe('CODE_EXPIRED');
    expect((await line()).length).toBe(1);
  });
});

describe("the staff's line", () => {
  it('takes a client off the line: the entry is REMOVED and shown after the line', async () => {
    await turnOnWaitlist();
    const date = day();
    await join('+393471234567', { date });
    await join('+393331112222', { date });
    await join('+393489876543', { date });
    const [first, second] = await line();
    const removed = await suite.h.api('DELETE', `/waitlist/${second?.id}`, {
      token: suite.s.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.state).toBe('REMOVED');
    expect((await line()).map((e) => [e.clientName, e.state])).toEqual([
      ['Giulia Rossi', 'WAITING'],
      ['Marco Bianchi', 'WAITING'],
      ['Cliente 222', 'REMOVED'],
    ]);
    expect(first?.clientName).toBe('Giulia Rossi');
    const missing = await suite.h.api('DELETE', '/waitlist/999999', { token: suite.s.token });
    expect(missing.status).toBe(404);
  });
});
