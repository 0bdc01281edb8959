import { describe, expect, it } from 'vitest';
import { bookedVisit } from '../src/testing/fixtures/booking-page.ts';
import { PAGE, bookingServer, fakeApi, page, post, textOf } from './testing/booking-server.ts';

// The booking page's deposit (issue #35) through its routes, on an API that answers as the
// contract says: the real page renderer, a fake fetch in place of the API.
const confirmForm: [string, string][] = [
  ['servizio', '6'],
  ['operatore', ''],
  ['giorno', '2026-12-03'],
  ['ora', '10:15'],
  ['nome', 'Anna Verdi'],
  ['prefisso', '+39'],
  ['telefono', '3331112222'],
  ['email', ''],
  ['canale', 'WHATSAPP'],
  ['verifica', '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b'],
  ['codice', '482913'],
];

const CHECKOUT = 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3';
const payment = () =>
  Response.json(
    {
      status: 'PAYMENT_REQUIRED',
      checkoutId: 'cs_test_a1b2c3',
      checkoutUrl: CHECKOUT,
      depositCents: 1000,
      holdExpiresAt: '2026-11-30T10:10:00.000Z',
    },
    { status: 202 },
  );

describe('the booking page with a deposit', () => {
  it('says the deposit, who pays it and the policy before the client confirms', async () => {
    const { fetch } = fakeApi({ [`GET ${PAGE}`]: page });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista?servizio=6&operatore=&giorno=2026-12-03&ora=10:15',
    );
    const text = textOf(await response.text());
    expect(text).toContain('Acconto richiesto: 10,00');
    expect(text).toContain('Per tutti i clienti: lo paghi online per confermare la prenotazione.');
    expect(text).toContain(
      'Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, l’acconto non viene restituito.',
    );
    // The page's form may lead to the payment page (Chromium checks a form's redirects too).
    expect(response.headers.get('Content-Security-Policy')).toContain(
      "form-action 'self' https://api.agendina.it https://checkout.stripe.com",
    );
  });

  it('sends the browser to the payment page when the booking answers 202, with the way back', async () => {
    const { fetch, calls } = fakeApi({
      [`GET ${PAGE}`]: page,
      [`POST ${PAGE}/bookings`]: payment,
    });
    const response = await bookingServer(fetch).request(
      'http://localhost:5173/prenota/salone-bellavista/conferma',
      post(confirmForm),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(CHECKOUT);
    expect(calls.find((c) => c.path.endsWith('/bookings'))?.body).toMatchObject({
      serviceIds: [6],
      operatorId: null,
      date: '2026-12-03',
      time: '10:15',
      returnUrl:
        'http://localhost:5173/prenota/salone-bellavista/pagamento?checkout=&servizio=6&operatore=',
    });
  });

  it('hands the island the payment page’s address instead of a redirect it could not follow', async () => {
    const { fetch } = fakeApi({ [`GET ${PAGE}`]: page, [`POST ${PAGE}/bookings`]: payment });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/conferma',
      post(confirmForm, { 'X-Booking-Island': '1' }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Booking-Location')).toBe(CHECKOUT);
  });

  it('shows the booked visit with the deposit paid when the payment comes back PAID', async () => {
    const { fetch, calls } = fakeApi({
      [`GET ${PAGE}`]: page,
      [`POST ${PAGE}/payments/verify`]: () =>
        Response.json({
          outcome: 'PAID',
          message: 'Pagamento ricevuto.',
          confirmation: bookedVisit,
          date: '2026-12-03',
        }),
    });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/pagamento?checkout=cs_test_a1b2c3&servizio=6&operatore=',
    );
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('Prenotazione confermata');
    expect(text).toContain('Acconto versato 10,00');
    expect(text).toContain('Puoi annullare gratis fino a 24 ore prima');
    expect(calls.find((c) => c.path.endsWith('/verify'))?.body).toEqual({
      checkoutId: 'cs_test_a1b2c3',
    });
  });

  it('offers the day’s times again, saying why, when the payment was declined', async () => {
    const { fetch, calls } = fakeApi({
      [`GET ${PAGE}`]: page,
      [`POST ${PAGE}/payments/verify`]: () =>
        Response.json({
          outcome: 'DECLINED',
          message:
            'Pagamento rifiutato: la carta è stata rifiutata. Nessuna prenotazione è stata fatta.',
          confirmation: null,
          date: '2026-12-03',
        }),
      [`GET ${PAGE}/times`]: () => Response.json({ date: '2026-12-03', times: ['10:15', '11:30'] }),
    });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/pagamento?checkout=cs_test_a1b2c3&servizio=6&operatore=&cancelled=1',
    );
    const html = await response.text();
    expect(textOf(html)).toContain('Orari liberi di giovedì 3 dicembre');
    expect(textOf(html)).toContain('Nessuna prenotazione è stata fatta.');
    expect(html).toContain(
      'href="/prenota/salone-bellavista?servizio=6&amp;operatore=&amp;giorno=2026-12-03&amp;ora=10%3A15"',
    );
    // «Annulla» on the payment page closes the checkout first.
    expect(calls.find((c) => c.path.endsWith('/verify'))?.body).toEqual({
      checkoutId: 'cs_test_a1b2c3',
      cancelled: true,
    });
  });

  it('asks to look again while the provider has not confirmed', async () => {
    const { fetch } = fakeApi({
      [`GET ${PAGE}`]: page,
      [`POST ${PAGE}/payments/verify`]: () =>
        Response.json({
          outcome: 'PENDING',
          message: 'Il pagamento non è ancora confermato.',
          confirmation: null,
        }),
    });
    const html = await (
      await bookingServer(fetch).request(
        '/prenota/salone-bellavista/pagamento?checkout=cs_test_a1b2c3&servizio=6&operatore=',
      )
    ).text();
    expect(textOf(html)).toContain('Stiamo confermando il pagamento');
    expect(html).toContain(
      'href="/prenota/salone-bellavista/pagamento?checkout=cs_test_a1b2c3&amp;servizio=6&amp;operatore=">Controlla di nuovo',
    );
  });

  it('refuses a return without a checkout the provider could have given, in Italian', async () => {
    const { fetch, calls } = fakeApi({ [`GET ${PAGE}`]: page });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/pagamento?checkout=<script>&servizio=6',
    );
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain('Questo ritorno dal pagamento non è valido');
    expect(calls.map((c) => c.path)).toEqual([PAGE]);
  });
});
