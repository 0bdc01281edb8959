// Online booking (issue #34): the salon's settings, its public page's reads, the one-time code
// and the booking itself, on the same rules as the staff wizard. 50 clients racing for one time
// get one booking and 49 answers with the times still free.
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ONLINE_WHY, SLUG_MESSAGES } from '@agendina/scheduling';
import { defaultAppConfig } from './config.ts';
import { appointments, clients, timeOff } from './db/schema/index.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { waitForCode } from './test-support/outbox.ts';

const many = { limit: 1000, seconds: 3600 };
let h: Harness;
let s: SalonFixture;
beforeAll(async () => {
  // The race below asks 50 codes from one address: the per-address limits are tested apart.
  h = await createHarness({
    config: {
      rateLimits: {
        ...defaultAppConfig.rateLimits,
        bookingCodesPerAddress: many,
        bookingsPerAddress: many,
      },
    },
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  s = await seedSalon(h.db, h.api, 'Salone Bellavista');
});

/** A day three days from now (the salon opens every day 9–19): inside the horizon, past the notice. */
const day = () => Temporal.Now.plainDateISO('Europe/Rome').add({ days: 3 }).toString();

async function turnOn(extra: Record<string, unknown> = {}) {
  const saved = await h.api('PUT', '/salon/online-booking', {
    token: s.token,
    body: {
      enabled: true,
      slug: 'salone-bellavista',
      serviceIds: s.serviceIds,
      operatorIds: s.hairdresserIds,
      minNoticeHours: 2,
      horizonDays: 30,
      slotStepMinutes: 15,
      cutoffHours: 24,
      policyText: 'Puoi annullare gratis fino a 24 ore prima.',
      embedDomains: ['https://www.salonebellavista.it'],
      ...extra,
    },
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

const page = (path = '', query: Record<string, string | number> = {}) =>
  h.api('GET', `/public/booking/salone-bellavista${path}`, { query });

async function verified(phone: string) {
  const sent = await h.api('POST', '/public/booking/salone-bellavista/verifications', {
    body: { phone, channel: 'WHATSAPP' },
  });
  expect(sent.status).toBe(201);
  return {
    verificationId: sent.body.verificationId as string,
    code: await waitForCode(h.db, phone),
  };
}

describe('settings (/salon/online-booking)', () => {
  it('suggests an address from the name, saves, and refuses reserved, malformed and taken ones', async () => {
    const first = await h.api('GET', '/salon/online-booking', { token: s.token });
    expect(first.body).toMatchObject({
      enabled: false,
      slug: 'salone-bellavista',
      suggestedSlug: 'salone-bellavista',
      minNoticeHours: 2,
      horizonDays: 30,
      slotStepMinutes: 15,
      cutoffHours: 24,
    });
    expect((await page()).status).toBe(404);
    const saved = await turnOn({ serviceIds: [s.serviceIds[1]] });
    expect(saved).toMatchObject({ enabled: true, serviceIds: [s.serviceIds[1]] });
    const body = { ...saved } as Record<string, unknown>;
    delete body['suggestedSlug'];
    const put = (slug: string, token = s.token) =>
      h.api('PUT', '/salon/online-booking', { token, body: { ...body, slug } });
    expect((await put('admin')).body).toMatchObject({
      code: 'SLUG_RESERVED',
      message: SLUG_MESSAGES.reserved,
    });
    const malformed = await put('salone--bella');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.slug).toBe(SLUG_MESSAGES.characters);
    const other = await seedSalon(h.db, h.api, 'Salone Bellavista Due');
    // The other salon is offered a free address, and refused the one in use.
    const suggested = await h.api('GET', '/salon/online-booking', { token: other.token });
    expect(suggested.body.suggestedSlug).toBe('salone-bellavista-due');
    const taken = await h.api('PUT', '/salon/online-booking', {
      token: other.token,
      body: { ...body, slug: 'salone-bellavista', serviceIds: [], operatorIds: [] },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SLUG_TAKEN');
    // Another salon's service is not this salon's to offer.
    const foreign = await h.api('PUT', '/salon/online-booking', {
      token: other.token,
      body: { ...body, slug: 'altro-salone', serviceIds: s.serviceIds, operatorIds: [] },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the booking page (/public/booking/{slug})', () => {
  it('shows the salon and what is bookable online, first names only, and answers 404 when off', async () => {
    await turnOn({
      serviceIds: [s.serviceIds[0], s.serviceIds[2]],
      operatorIds: [s.hairdresserIds[0]],
    });
    const shown = await page();
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      salonName: 'Salone Bellavista',
      businessType: 'PARRUCCHIERE',
      policyText: 'Puoi annullare gratis fino a 24 ore prima.',
      operators: [{ id: s.hairdresserIds[0], name: 'Sara' }],
    });
    expect(
      shown.body.services.map((x: { name: string; category: string }) => [x.name, x.category]),
    ).toEqual([
      ['Colore', 'Colore'],
      ['Piega', 'Piega'],
    ]);
    expect(JSON.stringify(shown.body)).not.toContain('Giulia');
    expect((await h.api('GET', '/public/booking/nessuno')).status).toBe(404);
    for (const bad of ['ab', '-salone', 'Salone', 'sal.one']) {
      const malformed = await h.api('GET', `/public/booking/${bad}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors.slug).toBeTruthy();
    }
    await turnOn({ enabled: false });
    expect((await page()).body.code).toBe('BOOKING_PAGE_NOT_FOUND');
  });

  it('offers the free times on the wizard’s rules and says why one is missing, naming no client', async () => {
    await turnOn();
    const date = day();
    const [sara, luca] = s.hairdresserIds as [number, number];
    const [colore, taglio] = s.serviceIds as [number, number];
    // Giulia has Sara from 10:00 to 11:00; Luca is away that day.
    await h.api('POST', '/appointments', {
      token: s.token,
      body: {
        clientId: s.clientIds[0],
        hairdresserId: sara,
        serviceIds: [colore],
        dateTime: `${date}T10:00:00`,
      },
    });
    await h.db
      .insert(timeOff)
      .values({ salonId: s.salonId, hairdresserId: luca, startDate: date, endDate: date });
    const times = await page('/times', { services: String(taglio), operator: sara, date });
    expect(times.status).toBe(200);
    expect(times.body.times.slice(0, 4)).toEqual(['09:00', '09:15', '11:00', '11:15']);
    const busy = await page('/why', {
      services: String(taglio),
      operator: sara,
      date,
      time: '10:00',
    });
    expect(busy.body).toEqual({ offered: false, reason: ONLINE_WHY.busy });
    expect(JSON.stringify(busy.body)).not.toContain('Giulia');
    const away = await page('/why', {
      services: String(taglio),
      operator: luca,
      date,
      time: '10:00',
    });
    expect(away.body).toEqual({ offered: false, reason: ONLINE_WHY.offHours });
    const late = await page('/why', {
      services: String(taglio),
      operator: sara,
      date,
      time: '18:30',
    });
    expect(late.body.reason).toBe(ONLINE_WHY.offHours);
    const days = await page('/days', { services: `${colore},${taglio}` });
    // Every day of the horizon has room for both services but today, which may be too late.
    const today = Temporal.Now.plainDateISO('Europe/Rome').toString();
    const listed = days.body.days.map((d: { date: string }) => d.date);
    expect(listed.filter((d: string) => d !== today)).toHaveLength(29);
    expect(days.body.days.find((d: { date: string }) => d.date === date)?.firstTime).toBe('11:00');
    const far = Temporal.Now.plainDateISO('Europe/Rome').add({ days: 40 }).toString();
    expect((await page('/times', { services: String(taglio), date: far })).body.times).toEqual([]);
    expect(
      (await page('/why', { services: String(taglio), date: far, time: '10:00' })).body.reason,
    ).toBe(ONLINE_WHY.horizon(30));
    expect((await page('/times', { services: '999999', date })).status).toBe(404);
  });
});

describe('booking with a verified phone', () => {
  it('a new client books two services with «Nessuna preferenza»: source ONLINE, one client, a manage link', async () => {
    await turnOn();
    const date = day();
    const { verificationId, code } = await verified('+393331112222');
    expect(code).toMatch(/^\d{6}$/);
    const [colore, taglio] = s.serviceIds as [number, number];
    const booked = await h.api('POST', '/public/booking/salone-bellavista/bookings', {
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
    const rows = await h.db.select().from(appointments).where(eq(appointments.salonId, s.salonId));
    expect(rows.map((r) => r.source)).toEqual(['ONLINE', 'ONLINE']);
    const reminder = await h.api('GET', `/public/reminders/${booked.body.manageToken}`);
    expect(reminder.body).toMatchObject({
      services: ['Colore', 'Taglio donna'],
      status: 'PENDING',
    });
    // The code booked once.
    const again = await h.api('POST', '/public/booking/salone-bellavista/bookings', {
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
      serviceIds: [s.serviceIds[2]],
      date,
      time: '12:00',
    };
    const wrong = await h.api('POST', '/public/booking/salone-bellavista/bookings', { body });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Il codice non è corretto. Ti restano 4 tentativi.');
    const bot = await h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: { ...body, code, website: 'http://spam.example' },
    });
    expect(bot.status).toBe(400);
    const ok = await h.api('POST', '/public/booking/salone-bellavista/bookings', {
      body: { ...body, code },
    });
    expect(ok.status).toBe(201);
    const giulias = await h.db
      .select()
      .from(clients)
      .where(eq(clients.phoneNumber, '+393471234567'));
    expect(giulias.map((c) => c.name)).toEqual(['Giulia Rossi']);
    const [row] = await h.db.select().from(appointments).where(eq(appointments.salonId, s.salonId));
    expect(row?.clientId).toBe(s.clientIds[0]);
  });

  it('50 clients at once for one time: one booking, 49 answers with the times still free', async () => {
    await turnOn({ operatorIds: [s.hairdresserIds[0]] });
    const date = day();
    const phones = Array.from({ length: 50 }, (_, i) => `+39345${String(1000000 + i)}`);
    const codes = [];
    for (const phone of phones) codes.push({ phone, ...(await verified(phone)) });
    const answers = await Promise.all(
      codes.map((c) =>
        h.api('POST', '/public/booking/salone-bellavista/bookings', {
          body: {
            verificationId: c.verificationId,
            code: c.code,
            name: 'Cliente in gara',
            phone: c.phone,
            serviceIds: [s.serviceIds[2]],
            operatorId: s.hairdresserIds[0],
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
    const rows = await h.db.select().from(appointments).where(eq(appointments.salonId, s.salonId));
    expect(rows).toHaveLength(1);
  });
});
