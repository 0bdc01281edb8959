// The staff's news of online bookings (issue #34), as the app asks for it: the visits booked on
// the salon's page after `since`, one per visit, newest first; the staff's own bookings and what
// came before are not news, another salon's never are, and a `since` that is not an instant is
// a 400 in Italian.
import { describe, expect, it } from 'vitest';
import { seedSalon } from './test-support/fixtures.ts';
import { day, onlineBookingSuite, pageOnSettings } from './test-support/online-booking.ts';
import { waitForCode } from './test-support/outbox.ts';

const { suite, turnOn, bookOnline } = onlineBookingSuite();
const ANNA = '+393331112222';
const LUCA = '+393334445555';

interface News {
  count: number;
  items: {
    id: number;
    clientName: string;
    services: string[];
    dateTime: string;
    status: string;
    createdAt: string;
  }[];
}

const newsSince = (since: string, token = suite.s.token) =>
  suite.h.api<News>('GET', '/appointments/online/news', { token, query: { since } });

/** An instant a little before now, as a browser that opened the app then would send it. */
const aMomentAgo = () => new Date(Date.now() - 1000).toISOString();

async function book(phone: string, name: string, time: string, serviceIds: number[]) {
  const booked = await bookOnline(phone, { name, serviceIds, date: day(), time, operatorId: null });
  expect(booked.status).toBe(201);
}

describe('the news of online bookings', () => {
  it('lists the visits booked online after `since`, one per visit, newest first', async () => {
    await turnOn();
    const opened = aMomentAgo();
    const [colore, taglio, piega] = suite.s.serviceIds as [number, number, number];
    await book(ANNA, 'Anna Verdi', '10:00', [taglio, colore]);

    const first = await newsSince(opened);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      count: 1,
      items: [
        {
          id: expect.any(Number),
          clientName: 'Anna Verdi',
          services: ['Colore', 'Taglio donna'],
          dateTime: `${day()}T10:00:00`,
          status: 'BOOKED',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ],
    });
    // The item opens the whole visit: its id is the visit's first service.
    const [anna] = first.body.items;
    const detail = await suite.h.api('GET', `/appointments/${anna?.id}`, { token: suite.s.token });
    expect(detail.body).toMatchObject({ service: 'Colore', clientName: 'Anna Verdi' });

    // Seen up to Anna's: the staff's own booking after it is no news, Luca's online one is.
    const seen = anna?.createdAt ?? '';
    const manual = await suite.h.api('POST', '/appointments', {
      token: suite.s.token,
      body: {
        clientId: suite.s.clientIds[0],
        hairdresserId: suite.s.hairdresserIds[0],
        serviceIds: [piega],
        dateTime: `${day()}T16:00:00`,
      },
    });
    expect(manual.status).toBe(201);
    await book(LUCA, 'Luca Bianchi', '12:00', [piega]);
    const next = await newsSince(seen);
    expect(next.body.count).toBe(1);
    expect(next.body.items.map((item) => [item.clientName, item.services])).toEqual([
      ['Luca Bianchi', ['Piega']],
    ]);
    // From the start again: both, Luca's first.
    expect((await newsSince(opened)).body.items.map((item) => item.clientName)).toEqual([
      'Luca Bianchi',
      'Anna Verdi',
    ]);
    // Nothing after the newest, and nothing from the future.
    const newest = next.body.items[0]?.createdAt ?? '';
    expect((await newsSince(newest)).body).toEqual({ count: 0, items: [] });
    expect((await newsSince('2999-01-01T00:00:00Z')).body).toEqual({ count: 0, items: [] });
  });

  it('lists a request as REQUESTED, and no longer once the salon declines it', async () => {
    await turnOn({ confirmationMode: 'REQUEST' });
    const opened = aMomentAgo();
    await book(ANNA, 'Anna Verdi', '10:00', [suite.s.serviceIds[2] as number]);
    const listed = await newsSince(opened);
    expect(listed.body.items.map((item) => [item.clientName, item.status])).toEqual([
      ['Anna Verdi', 'REQUESTED'],
    ]);
    const declined = await suite.h.api(
      'POST',
      `/appointments/${listed.body.items[0]?.id}/decline`,
      {
        token: suite.s.token,
        body: {},
      },
    );
    expect(declined.status).toBe(200);
    expect((await newsSince(opened)).body).toEqual({ count: 0, items: [] });
  });

  it("never lists another salon's online bookings", async () => {
    await turnOn();
    const opened = aMomentAgo();
    await book(ANNA, 'Anna Verdi', '10:00', [suite.s.serviceIds[2] as number]);
    const other = await seedSalon(suite.h.db, suite.h.api, 'Salone Due');
    const saved = await suite.h.api('PUT', '/salon/online-booking', {
      token: other.token,
      body: pageOnSettings(other, 'salone-due'),
    });
    expect(saved.status).toBe(200);
    const sent = await suite.h.api('POST', '/public/booking/salone-due/verifications', {
      body: { phone: LUCA, channel: 'WHATSAPP' },
    });
    const booked = await suite.h.api('POST', '/public/booking/salone-due/bookings', {
      body: {
        verificationId: sent.body.verificationId,
        code: await waitForCode(suite.h.db, LUCA),
        name: 'Luca Bianchi',
        phone: LUCA,
        serviceIds: [other.serviceIds[2]],
        date: day(),
        time: '11:00',
      },
    });
    expect(booked.status).toBe(201);

    const ours = await newsSince(opened);
    expect(ours.body.items.map((item) => item.clientName)).toEqual(['Anna Verdi']);
    expect(ours.body.count).toBe(1);
    const theirs = await newsSince(opened, other.token);
    expect(theirs.body.items.map((item) => item.clientName)).toEqual(['Luca Bianchi']);
  });

  it('answers 400 in Italian when `since` is missing or not an instant', async () => {
    const missing = await suite.h.api<{ errors: Record<string, string> }>(
      'GET',
      '/appointments/online/news',
      { token: suite.s.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors['since']).toBe('Campo obbligatorio');
    // Not a date, no offset, a leap second, a year PostgreSQL cannot read.
    for (const since of [
      'ieri',
      '2026-11-19T10:00',
      '2026-12-31T23:59:60Z',
      '0000-01-01T00:00:00Z',
    ]) {
      const refused = await newsSince(since);
      expect(refused.status, since).toBe(400);
      expect(
        (refused.body as unknown as { errors: Record<string, string> }).errors['since'],
        since,
      ).toMatch(/^Data e ora non valide/);
    }
  });

  it('asks for a session', async () => {
    const anonymous = await suite.h.api('GET', '/appointments/online/news', {
      query: { since: aMomentAgo() },
    });
    expect(anonymous.status).toBe(401);
  });
});
