// The waitlist's offers (issue #35, decision 0063): a time the staff free is offered at once to
// the first three matching clients in line, each by the claim link in the WhatsApp sandbox; the
// first claim books it and every later claim is 409; a link past its time goes to the next.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ONLINE_WHY, WAITLIST_MESSAGES } from '@agendina/scheduling';
import { appointments, onlineBookingSettings, waitlistOffers } from './db/schema/index.ts';
import { day } from './test-support/online-booking.ts';
import { waitlistSuite } from './test-support/waitlist.ts';

const {
  suite,
  turnOnWaitlist,
  join,
  messages,
  claimToken,
  staffBooks,
  staffCancels,
  line,
  sweep,
  bookOnline,
} = waitlistSuite();
const claim = (token: string) => suite.h.api('POST', `/public/waitlist/${token}`, { body: {} });
const read = (token: string) => suite.h.api('GET', `/public/waitlist/${token}`);
const PHONES = ['+393330000001', '+393330000002', '+393330000003', '+393330000004'];

/** Marco's Taglio with Sara at 10:00, and four clients waiting for a morning with Sara that day. */
async function fullMorning() {
  await turnOnWaitlist();
  const date = day();
  const visit = await staffBooks(date, '10:00');
  for (const phone of PHONES) expect((await join(phone, { date })).status).toBe(201);
  // Waiting for the afternoon: 10:00 is not for them.
  expect((await join('+393330000009', { date, band: 'AFTERNOON' })).status).toBe(201);
  return { date, visit };
}

describe('a freed time offered to the line', () => {
  it('a staff cancel sends the claim link to the first three; the first claim books, a second is 409', async () => {
    const { date, visit } = await fullMorning();
    const cancelled = await staffCancels(visit);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    const [first, second, third] = await Promise.all(PHONES.slice(0, 3).map((p) => claimToken(p)));
    const [text] = (await messages(PHONES[0] as string, 2)).slice(1);
    expect(text).toContain('da Salone Bellavista si è liberato un posto');
    expect(text).toContain('alle 10:00 per Taglio donna');
    // The fourth in line and the afternoon's client hear nothing: only their codes.
    expect(await messages(PHONES[3] as string, 1)).toHaveLength(1);
    expect(await messages('+393330000009', 1)).toHaveLength(1);
    expect((await line()).map((e) => e.state)).toEqual([
      'OFFERED',
      'OFFERED',
      'OFFERED',
      'WAITING',
      'WAITING',
    ]);

    const shown = await read(second as string);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      state: 'OPEN',
      salonName: 'Salone Bellavista',
      slug: 'salone-bellavista',
      dateTime: `${date}T10:00:00`,
      endTime: `${date}T10:45:00`,
      services: ['Taglio donna'],
      operatorName: 'Sara',
      depositCents: null,
    });

    const won = await claim(second as string);
    expect(won.status).toBe(201);
    expect(won.body).toMatchObject({
      status: 'BOOKED',
      dateTime: `${date}T10:00:00`,
      operatorName: 'Sara',
      services: ['Taglio donna'],
    });
    const manage = await suite.h.api('GET', `/public/reminders/${won.body.manageToken}`);
    expect(manage.body).toMatchObject({ dateTime: `${date}T10:00:00`, status: 'PENDING' });
    const lost = await claim(first as string);
    expect(lost.status).toBe(409);
    expect(lost.body).toEqual({ message: WAITLIST_MESSAGES.taken, code: 'WAITLIST_OFFER_TAKEN' });
    const again = await claim(second as string);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('WAITLIST_OFFER_TAKEN');

    // One visit at 10:00, online, for the client who claimed.
    const booked = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.status, 'BOOKED'));
    expect(booked.map((a) => [a.startAt, a.source])).toEqual([[`${date} 10:00:00`, 'ONLINE']]);
    expect((await read(second as string)).body.state).toBe('CLAIMED');
    expect((await read(first as string)).body.state).toBe('TAKEN');
    // The others were told, and wait for the next time.
    for (const phone of [PHONES[0], PHONES[2]])
      expect((await messages(phone as string, 3))[2]).toMatch(/l'orario è stato preso/);
    expect((await read(third as string)).body.state).toBe('TAKEN');
    expect((await line()).map((e) => [e.clientName, e.state])).toEqual([
      ['Cliente 001', 'WAITING'],
      ['Cliente 003', 'WAITING'],
      ['Cliente 004', 'WAITING'],
      ['Cliente 009', 'WAITING'],
      ['Cliente 002', 'BOOKED'],
    ]);
  });

  it('three claims at once, each by its own link: one books, two are 409', async () => {
    const { visit } = await fullMorning();
    await staffCancels(visit);
    const tokens = await Promise.all(PHONES.slice(0, 3).map((p) => claimToken(p)));
    const answers = await Promise.all(tokens.map(claim));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const visits = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.status, 'BOOKED'));
    expect(visits).toHaveLength(1);
    expect((await line()).filter((e) => e.state === 'BOOKED')).toHaveLength(1);
  });

  it('a time booked meanwhile is 409 to the claim, and the client waits again', async () => {
    const { date, visit } = await fullMorning();
    await staffCancels(visit);
    const token = await claimToken(PHONES[0] as string);
    await staffBooks(date, '10:00');
    const late = await claim(token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('WAITLIST_OFFER_TAKEN');
    expect((await line())[0]?.state).toBe('WAITING');
  });

  it('an offer past its time is EXPIRED: the time goes to the next in line, never twice to one', async () => {
    const { date, visit } = await fullMorning();
    await staffCancels(visit);
    const first = await claimToken(PHONES[0] as string);
    await suite.h.db.update(waitlistOffers).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await read(first)).body.state).toBe('EXPIRED');
    const late = await claim(first);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: WAITLIST_MESSAGES.expired,
      code: 'WAITLIST_OFFER_EXPIRED',
    });
    expect(await sweep()).toEqual({ expired: 3, offered: 1, ended: 0 });
    const next = await claimToken(PHONES[3] as string);
    expect((await line()).map((e) => e.state)).toEqual([
      'WAITING',
      'WAITING',
      'WAITING',
      'OFFERED',
      'WAITING',
    ]);
    // Nothing more to offer: the three before were offered this time already.
    expect(await sweep()).toEqual({ expired: 0, offered: 0, ended: 0 });
    const won = await claim(next);
    expect(won.status).toBe(201);
    expect(won.body.dateTime).toBe(`${date}T10:00:00`);
  });

  it('the client cancelling or moving through the manage link frees the time too', async () => {
    await turnOnWaitlist();
    const date = day();
    const booked = await bookOnline('+393331112222', {
      serviceIds: [suite.s.serviceIds[1]],
      operatorId: suite.s.hairdresserIds[0],
      date,
      time: '11:00',
    });
    expect(booked.status).toBe(201);
    await join(PHONES[0] as string, { date });
    const moved = await suite.h.api(
      'POST',
      `/public/reminders/${booked.body.manageToken}/reschedule`,
      {
        body: { date, time: '12:00' },
      },
    );
    expect(moved.status).toBe(200);
    const token = await claimToken(PHONES[0] as string);
    expect((await read(token)).body.dateTime).toBe(`${date}T11:00:00`);
    await join(PHONES[1] as string, { date });
    const cancelled = await suite.h.api('POST', `/public/reminders/${booked.body.manageToken}`, {
      body: { answer: 'CANCEL' },
    });
    expect(cancelled.status).toBe(200);
    expect((await read(await claimToken(PHONES[1] as string))).body.dateTime).toBe(
      `${date}T12:00:00`,
    );
  });

  it('a visit the staff delete frees its time as a cancelled one does', async () => {
    const { visit } = await fullMorning();
    const deleted = await suite.h.api('DELETE', `/appointments/${visit}`, { token: suite.s.token });
    expect(deleted.status).toBe(200);
    const [text] = (await messages(PHONES[0] as string, 2)).slice(1);
    expect(text).toContain('alle 10:00 per Taglio donna');
    expect((await line()).map((e) => e.state).slice(0, 3)).toEqual([
      'OFFERED',
      'OFFERED',
      'OFFERED',
    ]);
  });

  it('a salon without the waitlist offers nothing and cancels as before', async () => {
    const { visit } = await fullMorning();
    await suite.h.db.update(onlineBookingSettings).set({ waitlistEnabled: false });
    expect((await staffCancels(visit)).status).toBe(200);
    expect(await messages(PHONES[0] as string, 1)).toHaveLength(1);
  });
});

describe('the staff offer a time themselves', () => {
  it('offers a free time with the link at once; not twice, not a busy time', async () => {
    const { date } = await fullMorning();
    const [first, second] = await line();
    const offered = await suite.h.api('POST', `/waitlist/${first?.id}/offer`, {
      token: suite.s.token,
      body: { date, time: '11:30' },
    });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({
      state: 'OFFERED',
      offer: { dateTime: `${date}T11:30:00`, channel: 'WHATSAPP' },
    });
    const token = await claimToken(PHONES[0] as string);
    expect((await read(token)).body).toMatchObject({ state: 'OPEN', operatorName: 'Sara' });
    const twice = await suite.h.api('POST', `/waitlist/${first?.id}/offer`, {
      token: suite.s.token,
      body: { date, time: '12:30' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      message: WAITLIST_MESSAGES.notWaiting,
      code: 'WAITLIST_NOT_WAITING',
    });
    // Marco's visit holds Sara at 10:00.
    const busy = await suite.h.api('POST', `/waitlist/${second?.id}/offer`, {
      token: suite.s.token,
      body: { date, time: '10:15' },
    });
    expect(busy.status).toBe(422);
    expect(busy.body).toMatchObject({ code: 'TIME_NOT_OFFERED', message: ONLINE_WHY.busy });
    const won = await claim(token);
    expect(won.status).toBe(201);
    expect(won.body.dateTime).toBe(`${date}T11:30:00`);
  });

  it('taking a client off the line withdraws the offer out: its link says the time has gone', async () => {
    const { date } = await fullMorning();
    const [first] = await line();
    await suite.h.api('POST', `/waitlist/${first?.id}/offer`, {
      token: suite.s.token,
      body: { date, time: '11:30' },
    });
    const token = await claimToken(PHONES[0] as string);
    const removed = await suite.h.api('DELETE', `/waitlist/${first?.id}`, { token: suite.s.token });
    expect(removed.body.state).toBe('REMOVED');
    expect((await read(token)).body.state).toBe('TAKEN');
    expect((await claim(token)).body.code).toBe('WAITLIST_OFFER_TAKEN');
    const forged = await read(`${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(404);
    expect(forged.body.code).toBe('WAITLIST_LINK_INVALID');
  });
});
