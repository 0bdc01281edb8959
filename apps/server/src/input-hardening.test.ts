// Issue #15, item 2: input that passed the schemas and broke the database answers 400 with a
// message per field, on every operation (the validation middleware), and a data exception of the
// database (SQLSTATE class 22) is never a 500. The fuzz suite (fuzz.test.ts) covers every
// operation; these are the issue's own reproductions.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { errorResponse } from './http/respond.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
const t = () => ({ token: suite.s.token });
const NUL = 'Il testo contiene un carattere non ammesso (NUL)';

function expectBadRequest(
  response: { status: number; body: unknown },
  errors: Record<string, string | RegExp>,
): void {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ message: 'Dati non validi', code: 'VALIDATION_FAILED' });
  const got = (response.body as { errors: Record<string, string> }).errors;
  for (const [field, message] of Object.entries(errors))
    if (typeof message === 'string') expect(got[field]).toBe(message);
    else expect(got[field]).toMatch(message);
}

describe('a NUL character in any text', () => {
  it('is a 400 on the field, in a body, nested or not', async () => {
    const { h, s } = suite;
    expectBadRequest(await h.api('POST', '/clients', { ...t(), body: { name: 'nul\u0000byte' } }), {
      name: NUL,
    });
    expectBadRequest(
      await h.api('PATCH', '/users/me', { ...t(), body: { name: 'Salone\u0000' } }),
      { name: NUL },
    );
    expectBadRequest(
      await h.api('POST', '/appointments', {
        ...t(),
        body: {
          clientId: s.clientIds[0],
          hairdresserId: s.hairdresserIds[0],
          serviceIds: [s.serviceIds[0]],
          dateTime: '2030-03-12T10:00',
          notes: 'una nota\u0000',
        },
      }),
      { notes: NUL },
    );
    expectBadRequest(
      await h.api('POST', '/dashboard/whatsapp/send-message', {
        ...t(),
        body: { to: '+393471234567', message: 'ciao\u0000' },
      }),
      { message: NUL },
    );
  });

  it('is a 400 in a query or path parameter, before login too', async () => {
    const { h } = suite;
    expectBadRequest(
      await h.api('POST', '/auth/validate-signup-token', { query: { token: '\u0000' } }),
      { token: NUL },
    );
    expectBadRequest(await h.api('GET', '/clients', { ...t(), query: { name: 'ro\u0000' } }), {
      name: NUL,
    });
  });
});

describe('a date-time that passes the pattern but does not exist', () => {
  it('is a 400 saying what is wrong (30 February, hour 24, minute 61, years 0001 and 9999)', async () => {
    const { h, s } = suite;
    const book = (dateTime: string) =>
      h.api('POST', '/appointments', {
        ...t(),
        body: {
          clientId: s.clientIds[0],
          hairdresserId: s.hairdresserIds[0],
          serviceIds: [s.serviceIds[0]],
          dateTime,
        },
      });
    expectBadRequest(await book('2026-02-30T10:00:00'), { dateTime: /non esiste/ });
    expectBadRequest(await book('2030-03-12T24:00'), { dateTime: /non esiste/ });
    expectBadRequest(await book('2030-03-12T10:61'), { dateTime: /non esiste/ });
    expectBadRequest(await book('0001-01-01T10:00'), {
      dateTime: 'Anno non ammesso: usa un anno dal 1900 al 2999',
    });
    expectBadRequest(await book('9999-12-31T23:30'), { dateTime: /Anno non ammesso/ });
    expectBadRequest(
      await h.api('POST', '/appointments/availability', {
        ...t(),
        body: {
          hairdresserId: s.hairdresserIds[0],
          dateTime: '2026-02-30T10:00',
          durationMinutes: 30,
        },
      }),
      { dateTime: /non esiste/ },
    );
  });
});

describe('a day whose next day the database cannot read', () => {
  it('GET /appointments/available-slots?date=9999-12-31 is a 400', async () => {
    const { h, s } = suite;
    const slots = (date: string) =>
      h.api('GET', '/appointments/available-slots', {
        ...t(),
        query: { date, hairdresserId: s.hairdresserIds[0], serviceId: s.serviceIds[0] },
      });
    expectBadRequest(await slots('9999-12-31'), {
      date: 'Anno non ammesso: usa un anno dal 1900 al 2999',
    });
    expectBadRequest(await slots('2026-02-30'), {
      date: 'Questa data non esiste: controlla giorno e mese',
    });
  });
});

describe('a data exception of the database (SQLSTATE class 22)', () => {
  it('is a 400 in the ErrorBody shape, never a 500', async () => {
    const app = new Hono();
    app.get('/', () => {
      throw Object.assign(new Error('time zone displacement out of range'), { code: '22009' });
    });
    app.onError((error, c) => errorResponse(c, error));
    const response = await app.request('/');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
