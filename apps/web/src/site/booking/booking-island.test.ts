// @vitest-environment happy-dom
// The booking page's island on the server's markup: a step's link and a step's form arrive
// without a page load, the address follows a link, not a POST, and focus lands on the new step.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhanceBookingPage } from './booking-island.ts';

const step = (heading: string, body = '') =>
  `<!doctype html><html><head><title>${heading}</title></head><body>` +
  `<main data-island="booking" tabindex="-1"><h2>${heading}</h2>${body}</main></body></html>`;

let requests: { url: string; method: string; body: string }[];

function serve(pages: Record<string, string>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({
      url: `${url.pathname}${url.search}`,
      method: init?.method ?? 'GET',
      body: init?.body ? String(init.body) : '',
    });
    const html = pages[`${url.pathname}${url.search}`] ?? pages[url.pathname] ?? '<p>404</p>';
    return Object.assign(new Response(html, { headers: { 'Content-Type': 'text/html' } }), {
      url: url.href,
    });
  };
}

beforeEach(() => {
  requests = [];
  window.history.replaceState(null, '', '/prenota/salone-bellavista');
  document.body.innerHTML = new DOMParser().parseFromString(
    step(
      'Cosa desideri prenotare?',
      '<form method="get" action="/prenota/salone-bellavista">' +
        '<input type="checkbox" name="servizi" value="5" checked>' +
        '<button type="submit">Vedi i giorni liberi</button></form>',
    ),
    'text/html',
  ).body.innerHTML;
});

afterEach(() => {
  document.body.innerHTML = '';
});

const main = () => document.querySelector('main[data-island="booking"]') as HTMLElement;

describe('the booking page island', () => {
  it('brings the next step of a form and a link in place, the address following', async () => {
    enhanceBookingPage(main(), {
      fetch: serve({
        '/prenota/salone-bellavista?servizi=5': step(
          'Scegli il giorno',
          '<a href="/prenota/salone-bellavista?servizi=5&giorno=2026-12-03">3 dicembre</a>',
        ),
        '/prenota/salone-bellavista?servizi=5&giorno=2026-12-03': step('Orari liberi'),
      }),
    });
    main().querySelector('button')?.click();
    await expect.poll(() => main().querySelector('h2')?.textContent).toBe('Scegli il giorno');
    expect(window.location.search).toBe('?servizi=5');
    expect(document.activeElement?.textContent).toBe('Scegli il giorno');
    (main().querySelector('a') as HTMLAnchorElement).click();
    await expect.poll(() => main().querySelector('h2')?.textContent).toBe('Orari liberi');
    expect(window.location.search).toBe('?servizi=5&giorno=2026-12-03');
    expect(document.title).toBe('Orari liberi');
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET']);
    // Every step that arrives says it came through the island, as the first one did.
    expect(main().dataset['enhanced']).toBe('true');
  });

  it('posts a form as the browser would, and leaves the address as it was', async () => {
    main().innerHTML =
      '<h2>I tuoi dati</h2><form method="post" action="/prenota/salone-bellavista/codice">' +
      '<input name="nome" value="Anna Verdi"><button type="submit">Invia il codice</button></form>';
    enhanceBookingPage(main(), {
      fetch: serve({ '/prenota/salone-bellavista/codice': step('Inserisci il codice') }),
    });
    main().querySelector('button')?.click();
    await expect.poll(() => main().querySelector('h2')?.textContent).toBe('Inserisci il codice');
    expect(requests).toEqual([
      { url: '/prenota/salone-bellavista/codice', method: 'POST', body: 'nome=Anna+Verdi' },
    ]);
    expect(window.location.pathname).toBe('/prenota/salone-bellavista');
  });

  it('leaves for the payment page as a whole page when the step answers with its address', async () => {
    main().innerHTML =
      '<h2>Inserisci il codice</h2><form method="post" action="/prenota/salone-bellavista/conferma">' +
      '<input name="codice" value="482913"><button type="submit">Conferma e paga l’acconto</button></form>';
    const opened: string[] = [];
    let sentHeader: string | null = null;
    enhanceBookingPage(main(), {
      fetch: async (_input, init) => {
        sentHeader = new Headers(init?.headers).get('X-Booking-Island');
        return new Response(null, {
          status: 204,
          headers: { 'X-Booking-Location': 'https://checkout.stripe.com/c/pay/cs_test_a1' },
        });
      },
      navigate: (url) => opened.push(url),
    });
    main().querySelector('button')?.click();
    await expect.poll(() => opened).toEqual(['https://checkout.stripe.com/c/pay/cs_test_a1']);
    expect(sentHeader).toBe('1');
    // The step stays as it was until the browser leaves.
    expect(main().querySelector('h2')?.textContent).toBe('Inserisci il codice');
  });
});
