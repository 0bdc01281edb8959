// What the public booking routes share (issues #34, #35): the API's calls for one visitor, the
// page's data, rendering with the page's own headers, the day's times with a notice, the form as
// posted, the clock, and the way out to a payment page. The routes themselves live in
// booking-routes.ts, payment-return-routes.ts, waitlist-routes.ts and claim-routes.ts.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bookingPageCalls, waitlistClaimCalls } from '@agendina/api';
import type { BookingDocumentContext, BookingRenderer } from './booking-renderer.ts';
import type { BookingStep, BookingView } from '../src/site/booking/booking-view.ts';
import type { ClaimView } from '../src/site/booking/claim/claim-view.ts';

export interface BookingRoutesOptions {
  /** The API's address (VITE_API_URL). */
  apiUrl: string;
  /** The site's public origin (canonical addresses). */
  origin: string;
  render: BookingRenderer;
  context: BookingDocumentContext;
  /** The site's 404 page. */
  notFound: string;
  fetch?: typeof fetch;
  /**
   * The frame headers of the page, by the sites its salon lists (bookingPageFrameHeaders): sent by
   * the page itself, so the server's default (never framed) does not replace them.
   */
  frameHeaders?: (sites: readonly string[]) => Record<string, string>;
  /** The moment it is (tests fix it); the waitlist's days count from today in Rome. */
  now?: () => Date;
}

export const SLUG = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The provider's checkout ids (PublicPaymentVerifyRequest.checkoutId). */
export const CHECKOUT_ID = /^[A-Za-z0-9_]{8,255}$/;

/**
 * Sent by the island (booking-island.ts) with its requests: a step that leaves for a payment page
 * then answers 204 with the address in ISLAND_LOCATION, which the island opens as a whole page
 * (a fetch cannot follow a redirect to another origin, and the page must leave the island).
 */
export const ISLAND_HEADER = 'X-Booking-Island';
export const ISLAND_LOCATION = 'X-Booking-Location';

export const BOOKING_PAGE_MESSAGES = {
  noService: 'Scegli almeno un servizio.',
  tooManyServices: 'Puoi prenotare al massimo 5 servizi in una visita.',
  name: 'Scrivi il tuo nome.',
  phone: 'Scrivi il tuo numero di telefono.',
  emailForCode: 'Scrivi l’indirizzo e-mail a cui mandare il codice.',
  code: 'Il codice ha 6 cifre: controllalo e riprova.',
  honeypot: 'Richiesta non valida.',
  unavailable: 'Il servizio di prenotazione non risponde. Riprova tra qualche minuto.',
  paymentReturn: 'Questo ritorno dal pagamento non è valido: scegli di nuovo i servizi e l’orario.',
  paymentPage: 'La pagina di pagamento non è disponibile. Riprova tra qualche minuto.',
  noWaitlist: 'Questo salone non tiene una lista d’attesa: scegli un orario libero.',
  claimLink: 'Questo link non è valido.',
} as const;

export type PageStatus = 200 | 400 | 404 | 409 | 422 | 502;

function visitorOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export async function formOf(c: Context): Promise<URLSearchParams> {
  const body = await c.req.parseBody({ all: true });
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body))
    for (const v of [value].flat()) if (typeof v === 'string') form.append(name, v);
  return form;
}

/**
 * The origin the visitor reached this server at: where the payment page sends them back. Not the
 * build's canonical origin, which a test or staging deployment does not serve; the API accepts a
 * return address only on an origin it allows, so a forged Host leads nowhere.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim();
  return proto === 'https' || proto === 'http' ? `${proto}://${url.host}` : url.origin;
}

export function bookingKit(options: BookingRoutesOptions) {
  const { render } = options;
  const clientOptions = (c: Context) => ({
    baseUrl: options.apiUrl,
    forwardedFor: visitorOf(c),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const calls = (c: Context) => bookingPageCalls(clientOptions(c));
  const claims = (c: Context) => waitlistClaimCalls(clientOptions(c));

  /** The page's data, or the response for a page that is not there (404) or not reachable. */
  async function pageOf(c: Context, slug: string) {
    if (!SLUG.test(slug)) return { response: c.html(options.notFound, 404) };
    const page = await calls(c).page(slug);
    if (page.ok) return { page: page.data };
    if (page.status === 404 || page.status === 400)
      return { response: c.html(options.notFound, 404) };
    return { response: unavailable(c, page.status) };
  }

  const unavailable = (c: Context, status: number) =>
    c.text(BOOKING_PAGE_MESSAGES.unavailable, status === 429 ? 429 : 503);

  /** The page's own headers: never stored, framed only as its salon allows. */
  function pageHeaders(c: Context, sites: readonly string[]) {
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(options.frameHeaders?.(sites) ?? {}))
      c.header(name, value);
  }

  const html = (c: Context, view: BookingView, status: PageStatus = 200) => {
    pageHeaders(c, view.page.embedDomains);
    return c.html(render.renderBookingDocument(view, options.context), status);
  };

  const claimHtml = (c: Context, view: ClaimView, status: PageStatus = 200) => {
    pageHeaders(c, []);
    return c.html(render.renderClaimDocument(view, options.context), status);
  };

  /** The times step of a day, with a notice (a time just taken, a refusal). */
  async function timesStep(
    c: Context,
    slug: string,
    choice: BookingView['choice'],
    date: string,
    extra: { notice?: string | null; why?: { time: string; reason: string } | null } = {},
  ): Promise<BookingStep> {
    const times = await calls(c).times(slug, choice, date);
    return {
      kind: 'times',
      date,
      times: times.ok ? times.data.times : [],
      waits: times.ok ? (times.data.waits ?? []) : [],
      notice: extra.notice ?? (times.ok ? null : times.message),
      why: extra.why ?? null,
    };
  }

  /**
   * Off to the provider's payment page (issue #35): a 303 for the browser, or the address for the
   * island to open. Only an http(s) address is followed.
   */
  function toCheckout(c: Context, checkoutUrl: string): Response | null {
    if (!URL.canParse(checkoutUrl) || !/^https?:$/.test(new URL(checkoutUrl).protocol)) return null;
    c.header('Cache-Control', 'no-store');
    if (c.req.header(ISLAND_HEADER)) return c.body(null, 204, { [ISLAND_LOCATION]: checkoutUrl });
    return c.redirect(checkoutUrl, 303);
  }

  /** The view of a step of `slug`'s page, with the choice so far. */
  const view =
    (slug: string, page: BookingView['page'], choice: BookingView['choice']) =>
    (step: BookingStep): BookingView => ({
      slug,
      url: `${options.origin}/prenota/${slug}`,
      page,
      choice,
      step,
    });

  const today = () => render.romeToday(options.now?.() ?? new Date());

  /**
   * The provider's return on this address (issue #35): its checkout id (null when it is not one
   * the provider could have given), whether «Annulla» was pressed there, and the address that
   * looks again (asking the provider again; «Annulla» already said).
   */
  function paymentReturn(c: Context) {
    const url = new URL(c.req.url);
    const fields = render.PAYMENT_RETURN_FIELDS;
    const checkoutId = url.searchParams.get(fields.checkout) ?? '';
    if (!CHECKOUT_ID.test(checkoutId)) return null;
    const cancelled = url.searchParams.get(fields.cancelled) === '1';
    url.searchParams.delete(fields.cancelled);
    return { checkoutId, cancelled, checkUrl: `${url.pathname}?${url.searchParams.toString()}` };
  }

  /** What became of the payment, asked of the API for the page `slug`. */
  const verifyPayment = (
    c: Context,
    slug: string,
    back: { checkoutId: string; cancelled: boolean },
  ) =>
    calls(c).verifyPayment(slug, {
      checkoutId: back.checkoutId,
      ...(back.cancelled ? { cancelled: true } : {}),
    });

  /** A POST step: the page, the form's choice and typed values, and the view builder. */
  async function postedStep(c: Context) {
    const slug = c.req.param('slug') ?? '';
    const found = await pageOf(c, slug);
    if (!found.page) return { response: found.response };
    const form = await formOf(c);
    const choice = render.parseChoice(form);
    const page = found.page;
    return {
      slug,
      page,
      form,
      choice,
      values: render.parseDetails(form),
      view: view(slug, page, choice),
    };
  }

  /**
   * A GET of a step that carries the services and operator but never a day or a time (the
   * payment's return, the waitlist's form): the page, the query and the view builder.
   */
  async function choiceGet(c: Context) {
    const slug = c.req.param('slug') ?? '';
    const found = await pageOf(c, slug);
    if (!found.page) return { response: found.response };
    const params = new URL(c.req.url).searchParams;
    const choice = { ...render.parseChoice(params), date: null, time: null };
    return { slug, page: found.page, params, choice, view: view(slug, found.page, choice) };
  }

  return {
    render,
    calls,
    choiceGet,
    claims,
    pageOf,
    unavailable,
    html,
    claimHtml,
    timesStep,
    toCheckout,
    view,
    today,
    postedStep,
    paymentReturn,
    verifyPayment,
  };
}

export type BookingKit = ReturnType<typeof bookingKit>;
