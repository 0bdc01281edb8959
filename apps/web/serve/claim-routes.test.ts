import { describe, expect, it } from 'vitest';
import { bookedVisit, claimToken, waitlistOffer } from '../src/testing/fixtures/booking-page.ts';
import { PAGE, bookingServer, fakeApi, page, post, textOf } from './testing/booking-server.ts';

// The waitlist's claim link /lista-attesa/{token} (issue #35) through its routes: the offer, the
// first claim that books it, the later one told it has gone, the deposit's way out and back.

const OFFER = `/public/waitlist/${claimToken}`;
const offer =
  (state: (typeof waitlistOffer)['state'] = 'OPEN', depositCents: number | null = null) =>
  () =>
    Response.json({ ...waitlistOffer, state, depositCents });

describe('the claim link of the waitlist', () => {
  it('shows the time offered with «Prenota questo orario»', async () => {
    const { fetch } = fakeApi({ [`GET ${OFFER}`]: offer() });
    const response = await bookingServer(fetch).request(`/lista-attesa/${claimToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(textOf(html)).toContain('Si è liberato un orario per te');
    expect(textOf(html)).toContain('venerdì 4 dicembre alle 10:00');
    expect(textOf(html)).toContain('Puoi prenotarlo fino a martedì 1 dicembre alle 10:30');
    expect(html).toContain(`action="/lista-attesa/${claimToken}" method="post"`);
    expect(textOf(html)).toContain('Prenota questo orario');
    // The token is the client's: no canonical address repeats it.
    expect(html).not.toContain('rel="canonical"');
  });

  it('books the time on the first claim and gives the manage link', async () => {
    const { fetch, calls } = fakeApi({
      [`POST ${OFFER}`]: () => Response.json(bookedVisit, { status: 201 }),
    });
    const response = await bookingServer(fetch).request(
      `http://localhost:5173/lista-attesa/${claimToken}`,
      post([]),
    );
    const html = await response.text();
    expect(textOf(html)).toContain('Prenotazione confermata');
    expect(html).toContain('href="/promemoria/YTo0Mnwx.firma"');
    expect(calls[0]?.body).toEqual({
      returnUrl: `http://localhost:5173/lista-attesa/${claimToken}/pagamento`,
    });
  });

  it('tells a later claim the time has gone, and offers nothing to press', async () => {
    const { fetch } = fakeApi({
      [`POST ${OFFER}`]: () =>
        Response.json(
          {
            message: 'Questo orario è già stato preso da un altro cliente.',
            code: 'WAITLIST_OFFER_TAKEN',
          },
          { status: 409 },
        ),
      [`GET ${OFFER}`]: offer('TAKEN'),
    });
    const response = await bookingServer(fetch).request(`/lista-attesa/${claimToken}`, post([]));
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(textOf(html)).toContain('Orario non più disponibile');
    expect(textOf(html)).toContain('Questo orario è già stato preso da un altro cliente.');
    expect(html).not.toContain('<button');
    expect(html).toContain('href="/prenota/salone-bellavista"');
  });

  it('says an expired link is over', async () => {
    const { fetch } = fakeApi({ [`GET ${OFFER}`]: offer('EXPIRED') });
    const text = textOf(
      await (await bookingServer(fetch).request(`/lista-attesa/${claimToken}`)).text(),
    );
    expect(text).toContain('Il tempo per prenotare questo orario è scaduto.');
  });

  it('sends the client to pay the deposit, then books on the way back', async () => {
    const { fetch, calls } = fakeApi({
      [`POST ${OFFER}`]: () =>
        Response.json(
          {
            status: 'PAYMENT_REQUIRED',
            checkoutId: 'tcs_5f1c0a9b2e7d',
            checkoutUrl: 'https://api.agendina.it/test-checkout/tcs_5f1c0a9b2e7d',
            depositCents: 1500,
            holdExpiresAt: '2026-11-30T10:10:00.000Z',
          },
          { status: 202 },
        ),
      [`GET ${OFFER}`]: offer('CLAIMED', 1500),
      [`POST ${PAGE}/payments/verify`]: () =>
        Response.json({
          outcome: 'PAID',
          message: 'Pagamento ricevuto.',
          confirmation: bookedVisit,
        }),
      [`GET ${PAGE}`]: page,
    });
    const server = bookingServer(fetch);
    const away = await server.request(`/lista-attesa/${claimToken}`, post([]));
    expect(away.status).toBe(303);
    expect(away.headers.get('Location')).toBe(
      'https://api.agendina.it/test-checkout/tcs_5f1c0a9b2e7d',
    );
    const back = await server.request(
      `/lista-attesa/${claimToken}/pagamento?checkout=tcs_5f1c0a9b2e7d`,
    );
    const text = textOf(await back.text());
    expect(text).toContain('Prenotazione confermata');
    expect(text).toContain('Acconto versato 15,00');
    expect(text).toContain('Puoi annullare gratis fino a 24 ore prima');
    // The payment is the salon's booking page's, named by the offer.
    expect(calls.find((c) => c.path.endsWith('/verify'))?.body).toEqual({
      checkoutId: 'tcs_5f1c0a9b2e7d',
    });
  });

  it('offers the time again with the reason when the payment was declined', async () => {
    const { fetch } = fakeApi({
      [`GET ${OFFER}`]: offer('OPEN', 1500),
      [`POST ${PAGE}/payments/verify`]: () =>
        Response.json({
          outcome: 'DECLINED',
          message:
            'Pagamento rifiutato: la carta è stata rifiutata. Nessuna prenotazione è stata fatta.',
          confirmation: null,
        }),
    });
    const html = await (
      await bookingServer(fetch).request(
        `/lista-attesa/${claimToken}/pagamento?checkout=tcs_5f1c0a9b2e7d&cancelled=1`,
      )
    ).text();
    expect(textOf(html)).toContain('Nessuna prenotazione è stata fatta.');
    expect(textOf(html)).toContain('Prenota questo orario');
  });

  it('says a link this server did not sign is not valid', async () => {
    const { fetch, calls } = fakeApi({});
    const response = await bookingServer(fetch).request('/lista-attesa/corto');
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain('Questo link non è valido.');
    expect(calls).toEqual([]);
  });
});
