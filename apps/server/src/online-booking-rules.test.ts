// Online booking (issue #34): the wizard's rules as the booking page's caller sees them, in the
// free times and in «Perché non vedo le HH:MM?». A colour's processing phases (the operator is
// busy in its active phases only, free in the wait), the gap rules between the services of a
// visit (the client may wait for the operator as long as they allow), and time off; the answers
// name the rule, never the client who holds the time.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { GAP_THRESHOLDS, ONLINE_WHY } from '@agendina/scheduling';
import { day, onlineBookingSuite } from './test-support/online-booking.ts';

const { suite, turnOn, page, bookOnline } = onlineBookingSuite();

/** The fixture's clients: no answer of the page may carry their names. */
const CLIENT_NAMES = ['Giulia', 'Rossi', 'Marco', 'Bianchi'];

function namesNoClient(body: unknown) {
  const text = JSON.stringify(body);
  for (const name of CLIENT_NAMES) expect(text).not.toContain(name);
}

/** Colore (60 min) as a colour with a processing time: 15 applying, 30 waiting, 15 rinsing. */
async function colourWithWait() {
  const [colore] = suite.s.serviceIds as [number];
  const saved = await suite.h.api('PUT', `/services/${colore}`, {
    token: suite.s.token,
    body: {
      name: 'Colore',
      price: 4500,
      durationMinutes: 60,
      category: 'COLORE',
      priority: 10,
      phases: [
        { kind: 'ACTIVE', durationMinutes: 15, label: 'Applicazione' },
        { kind: 'WAIT', durationMinutes: 30, label: 'Posa' },
        { kind: 'ACTIVE', durationMinutes: 15, label: 'Risciacquo' },
      ],
    },
  });
  expect(saved.status).toBe(200);
}

/** Giulia's visit booked by the staff (POST /appointments). */
async function giuliaBooks(operatorId: number, serviceId: number, dateTime: string) {
  const booked = await suite.h.api('POST', '/appointments', {
    token: suite.s.token,
    body: {
      clientId: suite.s.clientIds[0],
      hairdresserId: operatorId,
      serviceIds: [serviceId],
      dateTime,
    },
  });
  expect(booked.status).toBe(201);
}

/** «Perché non vedo le …?» for a time; every answer is checked to name no client. */
async function why(services: string, operator: number | undefined, date: string, time: string) {
  const answer = await page('/why', { services, date, time, ...(operator ? { operator } : {}) });
  expect(answer.status).toBe(200);
  namesNoClient(answer.body);
  return answer.body as { offered: boolean; reason: string };
}

describe('a colour’s processing phases on the booking page', () => {
  it('keeps out a colour whose rinse would fall on another visit, and offers one whose wait covers it', async () => {
    await turnOn();
    await colourWithWait();
    const date = day();
    const [sara] = suite.s.hairdresserIds as [number];
    const [colore, , piega] = suite.s.serviceIds as [number, number, number];
    // Giulia's Piega with Sara, 10:15–10:45.
    await giuliaBooks(sara, piega, `${date}T10:15:00`);
    const times = await page('/times', { services: String(colore), operator: sara, date });
    expect(times.status).toBe(200);
    namesNoClient(times.body);
    // 09:30 and 09:45 start free, but their rinse (after the 30-minute wait) lands on the Piega;
    // 10:00 is offered: Sara does the Piega while the colour processes, and rinses at 10:45.
    expect(times.body.times.slice(0, 5)).toEqual(['09:00', '09:15', '10:00', '10:45', '11:00']);
    expect(await why(String(colore), sara, date, '09:30')).toEqual({
      offered: false,
      reason: ONLINE_WHY.busy,
    });
    expect(await why(String(colore), sara, date, '10:00')).toEqual({
      offered: true,
      reason: ONLINE_WHY.offered('10:00'),
    });
  });

  it('frees the operator during another client’s wait: a short service fits in it, and books', async () => {
    await turnOn();
    await colourWithWait();
    const date = day();
    const [sara] = suite.s.hairdresserIds as [number];
    const [colore, taglio, piega] = suite.s.serviceIds as [number, number, number];
    // Giulia's colour with Sara from 10:00: Sara works 10:00–10:15 and 10:45–11:00.
    await giuliaBooks(sara, colore, `${date}T10:00:00`);
    const piegaTimes = await page('/times', { services: String(piega), operator: sara, date });
    namesNoClient(piegaTimes.body);
    // A 30-minute Piega fits the wait at 10:15; at 09:45 or 10:30 it would touch Sara's work.
    expect(piegaTimes.body.times.slice(0, 5)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '10:15',
      '11:00',
    ]);
    expect(await why(String(piega), sara, date, '10:15')).toEqual({
      offered: true,
      reason: ONLINE_WHY.offered('10:15'),
    });
    // A 45-minute cut does not fit: it would still be running at the rinse.
    const taglioTimes = await page('/times', { services: String(taglio), operator: sara, date });
    expect(taglioTimes.body.times).not.toContain('10:15');
    expect(await why(String(taglio), sara, date, '10:15')).toEqual({
      offered: false,
      reason: ONLINE_WHY.busy,
    });
    // The time offered is one the server books (its exclusion constraint reads the same phases).
    const booked = await bookOnline('+393331112222', {
      serviceIds: [piega],
      operatorId: sara,
      date,
      time: '10:15',
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      dateTime: `${date}T10:15:00`,
      endTime: `${date}T10:45:00`,
    });
    const after = await page('/times', { services: String(piega), operator: sara, date });
    expect(after.body.times).not.toContain('10:15');
  });
});

describe('the gap rules between the services of a visit', () => {
  it('waits for the operator as long as the gap rules allow, and «Perché» names the rule past it', async () => {
    await turnOn();
    const date = day();
    const [sara] = suite.s.hairdresserIds as [number];
    const [colore, taglio] = suite.s.serviceIds as [number, number];
    // Giulia's cut with Sara, 11:00–11:45.
    await giuliaBooks(sara, taglio, `${date}T11:00:00`);
    // The client lists the cut first; the page does the colour first (the wizard's order).
    const services = `${taglio},${colore}`;
    const times = await page('/times', { services, operator: sara, date });
    namesNoClient(times.body);
    // 09:00 and 09:15: the cut follows at once. 09:30: the colour ends at 10:30 and Sara is free
    // for the cut only at 11:45, 75 minutes later, over the limit after a colour. From 09:45 the
    // wait is within it (a warning, which does not remove a time); from 10:15 the colour itself
    // would run into Giulia's cut.
    expect(times.body.times.slice(0, 6)).toEqual([
      '09:00',
      '09:15',
      '09:45',
      '10:00',
      '11:45',
      '12:00',
    ]);
    expect(times.body.waits).toEqual([
      { time: '09:45', minutes: 60 },
      { time: '10:00', minutes: 45 },
    ]);
    // The wizard judges that wait the same way: an error.
    const waited = await suite.h.api('POST', '/appointments/multi-operator/validate', {
      token: suite.s.token,
      body: {
        clientId: suite.s.clientIds[1],
        startDateTime: `${date}T09:30:00`,
        serviceBlocks: [
          { serviceId: colore, operatorId: sara, executionOrder: 1 },
          { serviceId: taglio, operatorId: sara, executionOrder: 2, requiredGapBefore: 75 },
        ],
      },
    });
    expect(waited.status).toBe(200);
    expect(waited.body.valid).toBe(false);
    expect(waited.body.items[0]).toMatchObject({
      type: 'error',
      code: 'GAP_AFTER_COLOR_CRITICAL',
      title: 'Attesa critica dopo il colore',
    });
    const rule = `dopo un colore l'attesa non può superare ${GAP_THRESHOLDS.afterColorCriticalOver} min`;
    expect(waited.body.items[0].message).toContain(rule);
    expect(await why(services, sara, date, '09:30')).toEqual({
      offered: false,
      reason: `1 h 15 min tra Colore e Taglio donna: ${rule}.`,
    });
    // The day's first time and the times agree.
    const days = await page('/days', { services, operator: sara });
    expect(days.body.days.find((d: { date: string }) => d.date === date)?.firstTime).toBe('09:00');
  });

  it('books a visit with a wait as the wizard would: the cut starts after it', async () => {
    await turnOn();
    const date = day();
    const [sara] = suite.s.hairdresserIds as [number];
    const [colore, taglio] = suite.s.serviceIds as [number, number];
    await giuliaBooks(sara, taglio, `${date}T11:00:00`);
    const booked = await bookOnline('+393331234567', {
      serviceIds: [colore, taglio],
      operatorId: sara,
      date,
      time: '10:00',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.endTime).toBe(`${date}T12:30:00`);
  });
});

describe('time off on the booking page', () => {
  it('offers nothing with an operator on a day off, and «Nessuna preferenza» only the others', async () => {
    await turnOn();
    const date = day();
    const [sara, luca] = suite.s.hairdresserIds as [number, number];
    const [, taglio] = suite.s.serviceIds as [number, number];
    const away = await suite.h.api('PATCH', `/hairdressers/${sara}/time-off`, {
      token: suite.s.token,
      body: { timeOff: [{ startDate: date, endDate: date, reason: 'Ferie' }] },
    });
    expect(away.status).toBe(200);
    // Giulia's cut with Luca, 10:00–10:45.
    await giuliaBooks(luca, taglio, `${date}T10:00:00`);
    const services = String(taglio);
    expect((await page('/times', { services, operator: sara, date })).body.times).toEqual([]);
    expect(await why(services, sara, date, '10:00')).toEqual({
      offered: false,
      reason: 'Quel giorno l’operatore scelto, o chi esegue il servizio, è assente.',
    });
    // Sara's free days skip the day off, and only it.
    const days = await page('/days', { services, operator: sara });
    const listed = days.body.days.map((d: { date: string }) => d.date);
    expect(listed).not.toContain(date);
    expect(listed).toContain(Temporal.PlainDate.from(date).add({ days: 1 }).toString());
    // With no preference only Luca works that day: his visit hides 10:00, told as busy.
    const anyone = await page('/times', { services, date });
    expect(anyone.body.times.slice(0, 4)).toEqual(['09:00', '09:15', '10:45', '11:00']);
    expect(await why(services, undefined, date, '10:00')).toEqual({
      offered: false,
      reason: ONLINE_WHY.busy,
    });
  });
});
