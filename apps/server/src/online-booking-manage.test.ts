// Online booking (issue #34): the manage link the confirmation carries (the reminders' link).
// The client moves the visit to another free time (its own time counts as free, the same
// operator stays), adds it to a calendar, and after the salon's cutoff can neither cancel nor
// move it: the link says to call the salon, with its number.
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, ONLINE_WHY } from '@agendina/scheduling';
import { appointments, salons } from './db/schema/index.ts';
import { day, onlineBookingSuite } from './test-support/online-booking.ts';

const { suite, turnOn, bookOnline } = onlineBookingSuite();
const PHONE = '+390612345678';

/** Books Taglio donna with Luca for a new client; the confirmation's manage token. */
async function bookTaglio(date: string, time: string): Promise<string> {
  await suite.h.db
    .update(salons)
    .set({ phoneNumber: PHONE, address: 'Via Roma 1, Milano' })
    .where(eq(salons.id, suite.s.salonId));
  const booked = await bookOnline('+393331112222', {
    serviceIds: [suite.s.serviceIds[1]],
    operatorId: suite.s.hairdresserIds[1],
    date,
    time,
  });
  expect(booked.status).toBe(201);
  return booked.body.manageToken as string;
}

const link = (token: string, path = '') => `/public/reminders/${token}${path}`;
const next = (date: string, days = 1) => Temporal.PlainDate.from(date).add({ days }).toString();

describe('the manage link of an online booking', () => {
  it('moves the visit to another free time, keeps its link, and gives it as a calendar file', async () => {
    await turnOn();
    const date = day();
    const token = await bookTaglio(date, '10:00');
    const shown = await suite.h.api('GET', link(token));
    expect(shown.body).toMatchObject({
      salonPhone: PHONE,
      salonAddress: 'Via Roma 1, Milano',
      dateTime: `${date}T10:00:00`,
      endTime: `${date}T10:45:00`,
      operatorName: 'Luca',
      canCancel: true,
      canReschedule: true,
      changeUntil: `${next(date, -1)}T10:00:00`,
    });
    const days = await suite.h.api('GET', link(token, '/days'));
    expect(days.status).toBe(200);
    expect(days.body.days.map((d: { date: string }) => d.date)).toContain(date);
    // Its own time is free to it: it does not stand in its own way.
    const times = await suite.h.api('GET', link(token, '/times'), { query: { date } });
    expect(times.body.times).toContain('10:00');

    const before = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.salonId, suite.s.salonId));
    const calendarBefore = await suite.h.api('GET', link(token, '/calendar'));
    const moved = await suite.h.api('POST', link(token, '/reschedule'), {
      body: { date: next(date), time: '11:30' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      dateTime: `${next(date)}T11:30:00`,
      endTime: `${next(date)}T12:15:00`,
      operatorName: 'Luca',
      status: 'PENDING',
      canReschedule: true,
      changeUntil: `${date}T11:30:00`,
    });
    const after = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.salonId, suite.s.salonId));
    // The same appointment moved: the link sent with the confirmation still names it.
    expect(after.map((r) => [r.id, r.hairdresserId, r.status])).toEqual(
      before.map((r) => [r.id, r.hairdresserId, r.status]),
    );
    expect((await suite.h.api('GET', link(token))).body.dateTime).toBe(`${next(date)}T11:30:00`);

    const calendar = await suite.h.api('GET', link(token, '/calendar'));
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers.get('content-disposition')).toBe(
      'attachment; filename="appuntamento.ics"',
    );
    const ics = calendar.body as string;
    const utc = Temporal.PlainDateTime.from(`${next(date)}T11:30:00`)
      .toZonedDateTime(DEFAULT_TIME_ZONE)
      .toInstant()
      .toString()
      .replace(/[-:]/g, '')
      .replace('.000', '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${utc}`);
    expect(ics).toContain('SUMMARY:Taglio donna da Salone Bellavista');
    expect(ics).toContain('LOCATION:Via Roma 1\\, Milano');
    // One event that moved, not a second one: the UID is the visit's.
    const uid = (text: string) => /UID:(.+)/.exec(text)?.[1];
    expect(uid(ics)).toBe(uid(calendarBefore.body as string));
  });

  it('refuses a time the page does not offer, and a time taken meanwhile with the free ones', async () => {
    await turnOn();
    const date = day();
    const token = await bookTaglio(date, '10:00');
    const closed = await suite.h.api('POST', link(token, '/reschedule'), {
      body: { date, time: '07:00' },
    });
    expect(closed.status).toBe(422);
    expect(closed.body.code).toBe('TIME_NOT_OFFERED');
    expect(closed.body.message).toBe(ONLINE_WHY.offHours);
    // Marco books Luca at 15:00 the next day at the desk.
    const desk = await suite.h.api('POST', '/appointments', {
      token: suite.s.token,
      body: {
        clientId: suite.s.clientIds[1],
        hairdresserId: suite.s.hairdresserIds[1],
        serviceIds: [suite.s.serviceIds[1]],
        dateTime: `${next(date)}T15:00:00`,
      },
    });
    expect(desk.status).toBe(201);
    const taken = await suite.h.api('POST', link(token, '/reschedule'), {
      body: { date: next(date), time: '15:00' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'SLOT_TAKEN',
      message: 'Questo orario è appena stato prenotato. Scegli un altro orario.',
    });
    expect(taken.body.errors.times).toMatch(/^09:00, 09:15/);
    expect((await suite.h.api('GET', link(token))).body.dateTime).toBe(`${date}T10:00:00`);
  });

  it('after the cutoff neither cancels nor moves: call the salon, at its number', async () => {
    // A week's cutoff: the visit three days ahead is already inside it.
    await turnOn({ cutoffHours: 168 });
    const date = day();
    const token = await bookTaglio(date, '10:00');
    const shown = await suite.h.api('GET', link(token));
    expect(shown.body).toMatchObject({ canAnswer: true, canCancel: false, canReschedule: false });
    const refusal = {
      code: 'CHANGE_CUTOFF_PASSED',
      message: `Mancano meno di 168 ore all'appuntamento. Per annullarlo o spostarlo chiama il salone al ${PHONE}.`,
    };
    const cancel = await suite.h.api('POST', link(token), { body: { answer: 'CANCEL' } });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject(refusal);
    for (const refused of [
      await suite.h.api('POST', link(token, '/reschedule'), { body: { date, time: '11:00' } }),
      await suite.h.api('GET', link(token, '/days')),
      await suite.h.api('GET', link(token, '/times'), { query: { date } }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject(refusal);
    }
    // Confirming is still welcome.
    const confirm = await suite.h.api('POST', link(token), { body: { answer: 'CONFIRM' } });
    expect(confirm.body).toMatchObject({ status: 'CONFIRMED', canCancel: false });
  });

  it('with the page turned off the link cancels until the start, as any reminder, and moves nothing', async () => {
    await turnOn();
    const date = day();
    const token = await bookTaglio(date, '10:00');
    await turnOn({ enabled: false });
    const shown = await suite.h.api('GET', link(token));
    expect(shown.body).toMatchObject({ canCancel: true, canReschedule: false, changeUntil: null });
    const days = await suite.h.api('GET', link(token, '/days'));
    expect(days.status).toBe(409);
    expect(days.body.code).toBe('CHANGE_NOT_POSSIBLE');
    const cancel = await suite.h.api('POST', link(token), { body: { answer: 'CANCEL' } });
    expect(cancel.body).toMatchObject({ status: 'CANCELLED', canCancel: false });
    // A cancelled visit's calendar file cancels the event.
    const calendar = await suite.h.api('GET', link(token, '/calendar'));
    expect(calendar.body).toContain('METHOD:CANCEL');
  });
});
