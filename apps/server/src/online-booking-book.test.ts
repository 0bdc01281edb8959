// Online booking (issue #34): booking with a verified phone. The one-time code, the client found
// by phone or made once, source ONLINE; 50 clients racing for one time get one booking and 49
// answers with the times still free.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, clients } from './db/schema/index.ts';
import { day, onlineBookingSuite } from './test-support/online-booking.ts';

const { suite, turnOn, verified } = onlineBookingSuite();

describe('booking with a verified phone', () => {
  it('a new client books two services with «Nessuna preferenza»: source ONLINE, one client, a manage link', async () => {
    await turnOn();
    const date = day();
    const { verificationId, code } = await verified('+393331112222');
    expect(code).toMatch(/^\d{6}$/);
    const [colore, taglio] = suite.s.serviceIds as [number, number];
    const booked = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: {
        verificationId,
        code,
        name: 'Anna Verdi',
        phone: '+393331112222',
        email: null,
        serviceIds: [taglio, colore],
        operatorId: null,
        date,
        time: '09:00',
      },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      dateTime: `${date}T09:00:00`,
      endTime: `${date}T10:45:00`,
      services: ['Colore', 'Taglio donna'],
      operatorName: 'Luca',
      salonName: 'Salone Bellavista',
    });
    const rows = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.salonId, suite.s.salonId));
    expect(rows.map((r) => r.source)).toEqual(['ONLINE', 'ONLINE']);
    const reminder = await suite.h.api('GET', `/public/reminders/${booked.body.manageToken}`);
    expect(reminder.body).toMatchObject({
      services: ['Colore', 'Taglio donna'],
      status: 'PENDING',
    });
    // The code booked once.
    const again = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: {
        verificationId,
        code,
        name: 'Anna Verdi',
        phone: '+393331112222',
        serviceIds: [taglio],
        date,
        time: '14:00',
      },
    });
    expect(again.body.code).toBe('CODE_EXPIRED');
  });

  it('recognises a returning client by phone, counts wrong codes and ignores a bot', async () => {
    await turnOn();
    const date = day();
    const { verificationId, code } = await verified('+393471234567');
    const body = {
      verificationId,
      code: code === '000000' ? '111111' : '000000',
      name: 'Giulia',
      phone: '+393471234567',
      serviceIds: [suite.s.serviceIds[2]],
      date,
      time: '12:00',
    };
    const wrong = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', { body });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Il codice non è corretto. Ti restano 4 tentativi.');
    const bot = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: { ...body, code, website: 'http://spam.example' },
    });
    expect(bot.status).toBe(400);
    const ok = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: { ...body, code },
    });
    expect(ok.status).toBe(201);
    const giulias = await suite.h.db
      .select()
      .from(clients)
      .where(eq(clients.phoneNumber, '+393471234567'));
    expect(giulias.map((c) => c.name)).toEqual(['Giulia Rossi']);
    const [row] = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.salonId, suite.s.salonId));
    expect(row?.clientId).toBe(suite.s.clientIds[0]);
  });

  it('50 clients at once for one time: one booking, 49 answers with the times still free', async () => {
    await turnOn({ operatorIds: [suite.s.hairdresserIds[0]] });
    const date = day();
    const phones = Array.from({ length: 50 }, (_, i) => `+39345${String(1000000 + i)}`);
    const codes = [];
    for (const phone of phones) codes.push({ phone, ...(await verified(phone)) });
    const answers = await Promise.all(
      codes.map((c) =>
        suite.h.api('POST', '/public/booking/salone-bellavista/bookings', {
          body: {
            verificationId: c.verificationId,
            code: c.code,
            name: 'Cliente in gara',
            phone: c.phone,
            serviceIds: [suite.s.serviceIds[2]],
            operatorId: suite.s.hairdresserIds[0],
            date,
            time: '10:00',
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refusedAll = answers.filter((a) => a.status !== 201);
    expect(refusedAll.map((a) => a.status)).toEqual(Array(49).fill(409));
    for (const a of refusedAll) {
      expect(a.body.message).toBe(
        'Questo orario è appena stato prenotato. Scegli un altro orario.',
      );
      expect(a.body.errors.times).toMatch(/^09:00, 09:15, 09:30, 10:30/);
    }
    const rows = await suite.h.db
      .select()
      .from(appointments)
      .where(eq(appointments.salonId, suite.s.salonId));
    expect(rows).toHaveLength(1);
  });
});
