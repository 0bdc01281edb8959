// The booking routes for tests (issue #35): the real page renderer, and a fake fetch in place of
// the API that answers as the contract says and records what it was asked.
import { Hono } from 'hono';
import * as renderer from '../../src/site/booking/booking-document.tsx';
import { protectedBookingPage } from '../../src/testing/fixtures/booking-page.ts';
import { mountBookingRoutes } from '../booking-routes.ts';
import { bookingPageFrameHeaders } from '../security-headers.ts';

export type ApiAnswer = (body: unknown, url: URL) => Response | Promise<Response>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API: answers by `METHOD /path` (the API's base path left out), records each call. */
export function fakeApi(answers: Record<string, ApiAnswer>) {
  const calls: ApiCall[] = [];
  const apiFetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    calls.push({ method: request.method, path, body });
    const answer = answers[`${request.method} ${path}`];
    return answer
      ? answer(body, url)
      : Response.json({ message: 'Risorsa non trovata', code: 'NOT_FOUND' }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch: apiFetch, calls };
}

/** The web server's booking routes on `api`, the page's day fixed at 30 November 2026. */
export function bookingServer(fetch: typeof globalThis.fetch) {
  const app = new Hono();
  mountBookingRoutes(app, {
    apiUrl: 'https://api.agendina.it/v1',
    origin: 'https://www.agendina.it',
    render: renderer,
    context: { origin: 'https://www.agendina.it', assets: { inlineCss: '', script: '/s.js' } },
    notFound: '<h1>Pagina non trovata</h1>',
    fetch,
    now: () => new Date('2026-11-30T10:00:00Z'),
    frameHeaders: (sites) => bookingPageFrameHeaders(sites, 'https://api.agendina.it/v1'),
  });
  return app;
}

export const PAGE = '/public/booking/salone-bellavista';
export const page: ApiAnswer = () => Response.json(protectedBookingPage);

export const post = (fields: [string, string][], headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
});

/** The text a visitor reads: the page's HTML without its tags, spaces collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<style>.*?<\/style>/gs, '')
    // React's markers between adjacent texts are not spaces a reader sees.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The attributes of the form control named `name` (its first one), e.g. `{ value: '…' }`. */
export function controlOf(html: string, name: string, value?: string): Record<string, string> {
  const tags = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g')) ?? [];
  const tag = tags.find((t) => value === undefined || t.includes(`value="${value}"`)) ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, key = '', v = '']) => [key, v]),
  );
}
