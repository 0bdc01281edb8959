import { describe, expect, it } from 'vitest';
import { bookingPageCalls, isPaymentRequired } from './booking.ts';
import { waitlistClaimCalls } from './waitlist-claim.ts';

// The public calls of no-show protection (issue #35): what they send, and the results the web
// server renders (an answer, or a refusal with the server's Italian message).

const requests: Request[] = [];
const answering =
  (status: number, json: unknown) =>
  async (request: Request): Promise<Response> => {
    requests.push(request);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

const options = (fetch: (request: Request) => Promise<Response>) => ({
  baseUrl: 'http://api.test',
  fetch,
  forwardedFor: '203.0.113.7',
});

const payment = {
  status: 'PAYMENT_REQUIRED',
  checkoutId: 'tcs_5f1c0a9b2e7d',
  checkoutUrl: 'http://api.test/test-checkout/tcs_5f1c0a9b2e7d',
  depositCents: 1000,
  holdExpiresAt: '2026-11-20T09:22:00.000Z',
} as const;

const booked = {
  status: 'BOOKED' as const,
  dateTime: '2026-12-03T10:15:00',
  endTime: '2026-12-03T11:00:00',
  services: ['Taglio donna'],
  operatorName: 'Sara',
  salonName: 'Salone Bellavista',
  salonPhone: null,
  manageToken: 'YTo0Mnwx.firma',
};

describe('the booking page’s deposit calls', () => {
  it('tells a booking that asks a deposit (202) from a booked visit (201)', async () => {
    const calls = bookingPageCalls(options(answering(202, payment)));
    const answer = await calls.book('salone-bellavista', {
      verificationId: '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
      code: '482913',
      name: 'Anna Verdi',
      phone: '+393331112222',
      serviceIds: [6],
      date: '2026-12-03',
      time: '10:15',
      returnUrl: 'https://www.agendina.it/prenota/salone-bellavista/pagamento?servizio=6',
    });
    expect(answer.ok && isPaymentRequired(answer.data)).toBe(true);
    expect(isPaymentRequired(booked)).toBe(false);
    expect((await requests.at(-1)?.json()) as unknown).toMatchObject({
      returnUrl: 'https://www.agendina.it/prenota/salone-bellavista/pagamento?servizio=6',
    });
  });

  it('asks what became of a payment, for the visitor', async () => {
    const outcome = {
      outcome: 'DECLINED',
      message:
        'Pagamento rifiutato: la carta è stata rifiutata. Nessuna prenotazione è stata fatta.',
      confirmation: null,
      date: '2026-12-04',
    };
    const calls = bookingPageCalls(options(answering(200, outcome)));
    const result = await calls.verifyPayment('salone-bellavista', {
      checkoutId: 'tcs_5f1c0a9b2e7d',
      cancelled: true,
    });
    expect(result).toEqual({ ok: true, data: outcome });
    const request = requests.at(-1);
    expect(request?.url).toBe('http://api.test/public/booking/salone-bellavista/payments/verify');
    expect(request?.headers.get('X-Forwarded-For')).toBe('203.0.113.7');
    expect(await request?.json()).toEqual({ checkoutId: 'tcs_5f1c0a9b2e7d', cancelled: true });
  });

  it('gives a wrong code on joining the waitlist as the server said it', async () => {
    const calls = bookingPageCalls(
      options(
        answering(422, {
          message: 'Il codice non è corretto. Ti restano 4 tentativi.',
          code: 'CODE_WRONG',
        }),
      ),
    );
    const result = await calls.joinWaitlist('salone-bellavista', {
      verificationId: '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
      code: '000000',
      name: 'Anna Verdi',
      phone: '+393331112222',
      serviceIds: [6],
      operatorId: null,
      fromDate: '2026-12-01',
      toDate: '2026-12-12',
      band: 'MORNING',
    });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      code: 'CODE_WRONG',
      message: 'Il codice non è corretto. Ti restano 4 tentativi.',
    });
    expect(requests.at(-1)?.url).toBe('http://api.test/public/booking/salone-bellavista/waitlist');
  });
});

describe('the waitlist’s claim link calls', () => {
  const token = 'd2FpdGxpc3R8NDJ8MTc5OTk5OTk5OQ.c2lnbmF0dXJh';

  it('reads the offer of a link', async () => {
    const offer = {
      state: 'OPEN',
      salonName: 'Salone Bellavista',
      slug: 'salone-bellavista',
      dateTime: '2026-12-04T10:00:00',
      endTime: '2026-12-04T11:00:00',
      services: ['Colore'],
      operatorName: 'Sara',
      expiresAt: '2026-12-01T09:30:00.000Z',
      depositCents: null,
    };
    const result = await waitlistClaimCalls(options(answering(200, offer))).offer(token);
    expect(result).toEqual({ ok: true, data: offer });
    expect(requests.at(-1)?.url).toBe(`http://api.test/public/waitlist/${token}`);
  });

  it('claims with the way back from a deposit, and hears when the time has gone', async () => {
    const result = await waitlistClaimCalls(
      options(
        answering(409, {
          message: 'Questo orario è già stato preso da un altro cliente.',
          code: 'WAITLIST_OFFER_TAKEN',
        }),
      ),
    ).claim(token, { returnUrl: `https://www.agendina.it/lista-attesa/${token}/pagamento` });
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      code: 'WAITLIST_OFFER_TAKEN',
      message: 'Questo orario è già stato preso da un altro cliente.',
    });
    const request = requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(await request?.json()).toEqual({
      returnUrl: `https://www.agendina.it/lista-attesa/${token}/pagamento`,
    });
  });

  it('says the server could not be reached, in Italian', async () => {
    const result = await waitlistClaimCalls(
      options(async () => {
        throw new TypeError('fetch failed');
      }),
    ).offer(token);
    expect(result).toMatchObject({
      ok: false,
      status: 0,
      code: null,
      message:
        'Errore di connessione: Impossibile contattare il server. Controlla la connessione a Internet e riprova.',
    });
  });
});
