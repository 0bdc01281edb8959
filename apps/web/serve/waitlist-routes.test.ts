import { describe, expect, it } from 'vitest';
import { bookingPage } from '../src/testing/fixtures/booking-page.ts';
import {
  PAGE,
  bookingServer,
  controlOf,
  fakeApi,
  page,
  post,
  textOf,
} from './testing/booking-server.ts';

// The waitlist from the booking page (issue #35) through its routes: the form for the services
// chosen, its refusals with everything typed kept, the code, and the receipt.

const wish: [string, string][] = [
  ['servizio', '6'],
  ['servizio', '8'],
  ['operatore', '2'],
  ['dal', '2026-12-01'],
  ['al', '2026-12-15'],
  ['fascia', 'MORNING'],
  ['nome', 'Anna Verdi'],
  ['prefisso', '+39'],
  ['telefono', '3331112222'],
  ['email', ''],
  ['canale', 'WHATSAPP'],
];

const withField = (name: string, value: string): [string, string][] =>
  wish.map(([n, v]) => [n, n === name ? value : v]);

describe('the waitlist from the booking page', () => {
  it('opens the form for the services chosen, from today for two weeks within the horizon', async () => {
    const { fetch } = fakeApi({ [`GET ${PAGE}`]: page });
    const html = await (
      await bookingServer(fetch).request(
        '/prenota/salone-bellavista/lista-attesa?servizio=6&servizio=8&operatore=2',
      )
    ).text();
    expect(textOf(html)).toContain('Mettiti in lista d’attesa');
    expect(textOf(html)).toContain('Taglio donna e Piega');
    expect(controlOf(html, 'dal')).toMatchObject({
      min: '2026-11-30',
      max: '2026-12-29',
      value: '2026-11-30',
    });
    expect(controlOf(html, 'al')).toMatchObject({ max: '2026-12-29', value: '2026-12-14' });
    expect(controlOf(html, 'fascia', 'ANY')).toHaveProperty('checked');
  });

  it('is not there for a salon without a waitlist, and says so', async () => {
    const { fetch } = fakeApi({ [`GET ${PAGE}`]: () => Response.json(bookingPage) });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/lista-attesa?servizio=6',
    );
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain('Questo salone non tiene una lista d’attesa');
  });

  it('keeps everything typed when the name is missing and the days are the wrong way round', async () => {
    const { fetch, calls } = fakeApi({ [`GET ${PAGE}`]: page });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/lista-attesa/codice',
      post(withField('nome', '').map(([n, v]) => [n, n === 'dal' ? '2026-12-20' : v])),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(textOf(html)).toContain('Scrivi il tuo nome.');
    expect(textOf(html)).toContain('Il periodo finisce prima di iniziare: controlla le date.');
    expect(controlOf(html, 'telefono').value).toBe('3331112222');
    expect(controlOf(html, 'dal')).toMatchObject({ value: '2026-12-20', 'aria-invalid': 'true' });
    expect(controlOf(html, 'fascia', 'MORNING')).toHaveProperty('checked');
    expect(controlOf(html, 'fascia', 'ANY')).not.toHaveProperty('checked');
    expect(controlOf(html, 'operatore').value).toBe('2');
    // Nothing was sent: no code for a form the client must fix first.
    expect(calls.map((c) => c.path)).toEqual([PAGE]);
  });

  it('refuses days past the page’s horizon before asking for a code', async () => {
    const { fetch } = fakeApi({ [`GET ${PAGE}`]: page });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/lista-attesa/codice',
      post(withField('al', '2027-01-20')),
    );
    expect(response.status).toBe(422);
    expect(textOf(await response.text())).toContain(
      'Puoi metterti in lista d’attesa per i prossimi 30 giorni.',
    );
  });

  it('sends the code, then puts the client in line and says where the news will arrive', async () => {
    const { fetch, calls } = fakeApi({
      [`GET ${PAGE}`]: page,
      [`POST ${PAGE}/verifications`]: () =>
        Response.json(
          {
            verificationId: '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
            channel: 'WHATSAPP',
            expiresAt: '2026-11-30T10:10:00.000Z',
          },
          { status: 201 },
        ),
      [`POST ${PAGE}/waitlist`]: () =>
        Response.json(
          {
            services: ['Taglio donna', 'Piega'],
            fromDate: '2026-12-01',
            toDate: '2026-12-15',
            band: 'MORNING',
            channel: 'WHATSAPP',
          },
          { status: 201 },
        ),
    });
    const server = bookingServer(fetch);
    const code = await server.request('/prenota/salone-bellavista/lista-attesa/codice', post(wish));
    const codeHtml = await code.text();
    expect(textOf(codeHtml)).toContain(
      'Ti abbiamo inviato un codice di 6 cifre su WhatsApp al +39 3331112222.',
    );
    expect(calls.at(-1)?.body).toEqual({
      phone: '+393331112222',
      channel: 'WHATSAPP',
      email: null,
    });
    const done = await server.request(
      '/prenota/salone-bellavista/lista-attesa/conferma',
      post([...wish, ['verifica', '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b'], ['codice', '482913']]),
    );
    const text = textOf(await done.text());
    expect(text).toContain('Sei in lista d’attesa');
    expect(text).toContain('da martedì 1 dicembre a martedì 15 dicembre');
    expect(text).toContain(
      'Se si libera un orario così ti avvisiamo su WhatsApp al +39 3331112222',
    );
    expect(calls.at(-1)?.body).toEqual({
      verificationId: '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
      code: '482913',
      name: 'Anna Verdi',
      phone: '+393331112222',
      email: null,
      serviceIds: [6, 8],
      operatorId: 2,
      fromDate: '2026-12-01',
      toDate: '2026-12-15',
      band: 'MORNING',
    });
  });

  it('asks for the code again, everything kept, when the API finds it wrong', async () => {
    const { fetch } = fakeApi({
      [`GET ${PAGE}`]: page,
      [`POST ${PAGE}/waitlist`]: () =>
        Response.json(
          { message: 'Il codice non è corretto. Ti restano 4 tentativi.', code: 'CODE_WRONG' },
          { status: 422 },
        ),
    });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/lista-attesa/conferma',
      post([...wish, ['verifica', '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b'], ['codice', '000000']]),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(textOf(html)).toContain('Il codice non è corretto. Ti restano 4 tentativi.');
    expect(controlOf(html, 'al').value).toBe('2026-12-15');
    expect(controlOf(html, 'verifica').value).toBe('7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b');
  });

  it('goes back to the form, everything kept, when the API refuses the days', async () => {
    const { fetch } = fakeApi({
      [`GET ${PAGE}`]: page,
      [`POST ${PAGE}/waitlist`]: () =>
        Response.json(
          {
            message: 'Dati non validi',
            code: 'VALIDATION_FAILED',
            errors: { toDate: 'Puoi metterti in lista d’attesa per i prossimi 30 giorni.' },
          },
          { status: 400 },
        ),
    });
    const response = await bookingServer(fetch).request(
      '/prenota/salone-bellavista/lista-attesa/conferma',
      post([...wish, ['verifica', '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b'], ['codice', '482913']]),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(textOf(html)).toContain('Puoi metterti in lista d’attesa per i prossimi 30 giorni.');
    expect(controlOf(html, 'nome').value).toBe('Anna Verdi');
  });
});
