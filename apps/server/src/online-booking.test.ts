// Online booking (issue #34): the salon's settings and its public page's reads, on the same
// rules as the staff wizard; «Perché» names the rule in the way, never the client.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, ONLINE_WHY, SLUG_MESSAGES } from '@agendina/scheduling';
import { timeOff } from './db/schema/index.ts';
import { seedSalon } from './test-support/fixtures.ts';
import { day, onlineBookingSuite } from './test-support/online-booking.ts';

const { suite, turnOn, page } = onlineBookingSuite();

describe('settings (/salon/online-booking)', () => {
  it('suggests an address from the name, saves, and refuses reserved, malformed and taken ones', async () => {
    const first = await suite.h.api('GET', '/salon/online-booking', { token: suite.s.token });
    expect(first.body).toMatchObject({
      enabled: false,
      slug: 'salone-bellavista',
      suggestedSlug: 'salone-bellavista',
      minNoticeHours: 2,
      horizonDays: 30,
      slotStepMinutes: 15,
      cutoffHours: 24,
      confirmationMode: 'INSTANT',
    });
    expect((await page()).status).toBe(404);
    const saved = await turnOn({ serviceIds: [suite.s.serviceIds[1]] });
    expect(saved).toMatchObject({ enabled: true, serviceIds: [suite.s.serviceIds[1]] });
    const body = { ...saved } as Record<string, unknown>;
    delete body['suggestedSlug'];
    const put = (slug: string, token = suite.s.token) =>
      suite.h.api('PUT', '/salon/online-booking', { token, body: { ...body, slug } });
    expect((await put('admin')).body).toMatchObject({
      code: 'SLUG_RESERVED',
      message: SLUG_MESSAGES.reserved,
    });
    const malformed = await put('salone--bella');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.slug).toBe(SLUG_MESSAGES.characters);
    const other = await seedSalon(suite.h.db, suite.h.api, 'Salone Bellavista Due');
    // The other salon is offered a free address, and refused the one in use.
    const suggested = await suite.h.api('GET', '/salon/online-booking', { token: other.token });
    expect(suggested.body.suggestedSlug).toBe('salone-bellavista-due');
    const taken = await suite.h.api('PUT', '/salon/online-booking', {
      token: other.token,
      body: { ...body, slug: 'salone-bellavista', serviceIds: [], operatorIds: [] },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SLUG_TAKEN');
    // Another salon's service is not this salon's to offer.
    const foreign = await suite.h.api('PUT', '/salon/online-booking', {
      token: other.token,
      body: { ...body, slug: 'altro-salone', serviceIds: suite.s.serviceIds, operatorIds: [] },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the booking page (/public/booking/{slug})', () => {
  it('shows the salon and what is bookable online, first names only, and answers 404 when off', async () => {
    await turnOn({
      serviceIds: [suite.s.serviceIds[0], suite.s.serviceIds[2]],
      operatorIds: [suite.s.hairdresserIds[0]],
    });
    const shown = await page();
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      salonName: 'Salone Bellavista',
      businessType: 'PARRUCCHIERE',
      policyText: 'Puoi annullare gratis fino a 24 ore prima.',
      operators: [{ id: suite.s.hairdresserIds[0], name: 'Sara' }],
    });
    expect(
      shown.body.services.map((x: { name: string; category: string }) => [x.name, x.category]),
    ).toEqual([
      ['Colore', 'Colore'],
      ['Piega', 'Piega'],
    ]);
    expect(JSON.stringify(shown.body)).not.toContain('Giulia');
    expect((await suite.h.api('GET', '/public/booking/nessuno')).status).toBe(404);
    for (const bad of ['ab', '-salone', 'Salone', 'sal.one']) {
      const malformed = await suite.h.api('GET', `/public/booking/${bad}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors.slug).toBeTruthy();
    }
    await turnOn({ enabled: false });
    expect((await page()).body.code).toBe('BOOKING_PAGE_NOT_FOUND');
  });

  it('offers the free times on the wizard’s rules and says why one is missing, naming no client', async () => {
    await turnOn();
    const date = day();
    const [sara, luca] = suite.s.hairdresserIds as [number, number];
    const [colore, taglio] = suite.s.serviceIds as [number, number];
    // Giulia has Sara from 10:00 to 11:00; Luca is away that day.
    await suite.h.api('POST', '/appointments', {
      token: suite.s.token,
      body: {
        clientId: suite.s.clientIds[0],
        hairdresserId: sara,
        serviceIds: [colore],
        dateTime: `${date}T10:00:00`,
      },
    });
    await suite.h.db
      .insert(timeOff)
      .values({ salonId: suite.s.salonId, hairdresserId: luca, startDate: date, endDate: date });
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
    expect(away.body).toEqual({ offered: false, reason: ONLINE_WHY.timeOff });
    const late = await page('/why', {
      services: String(taglio),
      operator: sara,
      date,
      time: '18:30',
    });
    expect(late.body.reason).toBe(ONLINE_WHY.offHours);
    const days = await page('/days', { services: `${colore},${taglio}` });
    // Every day of the horizon has room for both services but today, which may be too late.
    const today = Temporal.Now.plainDateISO(DEFAULT_TIME_ZONE).toString();
    const listed = days.body.days.map((d: { date: string }) => d.date);
    expect(listed.filter((d: string) => d !== today)).toHaveLength(29);
    // That day the colour at 09:00 ends at 10:00 and the cut waits for Sara until 11:00: 60
    // minutes after a colour, the most the gap rules allow (decision 0056).
    expect(days.body.days.find((d: { date: string }) => d.date === date)?.firstTime).toBe('09:00');
    const withWait = await page('/times', { services: `${colore},${taglio}`, date });
    expect(withWait.body.waits[0]).toEqual({ time: '09:00', minutes: 60 });
    const far = Temporal.Now.plainDateISO(DEFAULT_TIME_ZONE).add({ days: 40 }).toString();
    expect((await page('/times', { services: String(taglio), date: far })).body.times).toEqual([]);
    expect(
      (await page('/why', { services: String(taglio), date: far, time: '10:00' })).body.reason,
    ).toBe(ONLINE_WHY.horizon(30));
    expect((await page('/times', { services: '999999', date })).status).toBe(404);
  });
});
