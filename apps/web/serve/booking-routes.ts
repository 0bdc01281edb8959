// The booking page /prenota/{slug} (issue #34), rendered here on every request from the API's
// public calls: without JavaScript each step is a link (GET, the choice in the address) or a form
// (POST «Invia il codice», POST «Conferma la prenotazione»), and a refusal re-renders the step
// with the server's Italian message and everything typed kept. The visitor's address goes to
// the API as X-Forwarded-For, so its rate limits count visitors, not this server.
import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bookingPageCalls } from '@agendina/api';
import { composePhoneNumber, validateEmail, validatePhone } from '@agendina/scheduling';
import type { BookingDocumentContext, BookingRenderer } from './booking-renderer.ts';
import type { BookingStep, BookingView } from '../src/site/booking/booking-view.ts';

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
}

const SLUG = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const BOOKING_PAGE_MESSAGES = {
  noService: 'Scegli almeno un servizio.',
  tooManyServices: 'Puoi prenotare al massimo 5 servizi in una visita.',
  name: 'Scrivi il tuo nome.',
  phone: 'Scrivi il tuo numero di telefono.',
  emailForCode: 'Scrivi l’indirizzo e-mail a cui mandare il codice.',
  code: 'Il codice ha 6 cifre: controllalo e riprova.',
  honeypot: 'Richiesta non valida.',
  unavailable: 'Il servizio di prenotazione non risponde. Riprova tra qualche minuto.',
} as const;

function visitorOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

async function formOf(c: Context): Promise<URLSearchParams> {
  const body = await c.req.parseBody({ all: true });
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body))
    for (const v of [value].flat()) if (typeof v === 'string') form.append(name, v);
  return form;
}

export function mountBookingRoutes(app: Hono, options: BookingRoutesOptions): void {
  const { render } = options;
  const { CHOICE_FIELDS, DETAILS_FIELDS, MAX_SERVICES, parseChoice, parseDetails } = render;
  const calls = (c: Context) =>
    bookingPageCalls({
      baseUrl: options.apiUrl,
      forwardedFor: visitorOf(c),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });

  /** The page's data, or the response for a page that is not there (404) or not reachable. */
  async function pageOf(c: Context, slug: string) {
    if (!SLUG.test(slug)) return { response: c.html(options.notFound, 404) };
    const page = await calls(c).page(slug);
    if (page.ok) return { page: page.data };
    if (page.status === 404 || page.status === 400)
      return { response: c.html(options.notFound, 404) };
    return { response: c.text(BOOKING_PAGE_MESSAGES.unavailable, page.status === 429 ? 429 : 503) };
  }

  const html = (c: Context, view: BookingView, status: 200 | 409 | 422 = 200) => {
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(
      options.frameHeaders?.(view.page.embedDomains) ?? {},
    ))
      c.header(name, value);
    return c.html(render.renderBookingDocument(view, options.context), status);
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

  /** A POST step: the page, the form's choice and typed values, and the view builder. */
  async function posted(c: Context) {
    const slug = c.req.param('slug') ?? '';
    const found = await pageOf(c, slug);
    if (!found.page) return { response: found.response };
    const form = await formOf(c);
    const choice = parseChoice(form);
    const page = found.page;
    const view = (step: BookingStep): BookingView => ({
      slug,
      url: `${options.origin}/prenota/${slug}`,
      page,
      choice,
      step,
    });
    // A form posted without its choice (an old tab, a hand-made request): back to the start.
    const incomplete =
      choice.serviceIds.length === 0 || !choice.date || !choice.time
        ? html(c, view({ kind: 'services', error: BOOKING_PAGE_MESSAGES.noService }), 422)
        : null;
    return { slug, form, choice, values: parseDetails(form), view, incomplete };
  }

  app.get('/prenota/:slug', async (c) => {
    const slug = c.req.param('slug');
    const found = await pageOf(c, slug);
    if (!found.page) return found.response;
    const params = new URL(c.req.url).searchParams;
    const choice = parseChoice(params);
    const view = (step: BookingStep): BookingView => ({
      slug,
      url: `${options.origin}/prenota/${slug}`,
      page: found.page,
      choice,
      step,
    });
    // The first step's form sends `operatore` always: sent without a service is a refusal.
    const submitted = params.has(CHOICE_FIELDS.operator);
    if (choice.serviceIds.length === 0 || params.has(CHOICE_FIELDS.edit))
      return html(
        c,
        view({
          kind: 'services',
          error:
            submitted && choice.serviceIds.length === 0 ? BOOKING_PAGE_MESSAGES.noService : null,
        }),
      );
    if (choice.serviceIds.length > MAX_SERVICES)
      return html(c, view({ kind: 'services', error: BOOKING_PAGE_MESSAGES.tooManyServices }), 422);
    if (choice.date === null) {
      const days = await calls(c).days(slug, choice);
      if (!days.ok) return html(c, view({ kind: 'services', error: days.message }), 422);
      return html(c, view({ kind: 'days', days: days.data.days }));
    }
    if (choice.time === null) {
      const asked = params.get(CHOICE_FIELDS.why) ?? '';
      let why = null;
      if (TIME.test(asked)) {
        const answer = await calls(c).why(slug, choice, choice.date, asked);
        why = { time: asked, reason: answer.ok ? answer.data.reason : answer.message };
      }
      return html(c, view(await timesStep(c, slug, choice, choice.date, { why })));
    }
    return html(
      c,
      view({
        kind: 'details',
        values: { name: '', prefix: '+39', number: '', email: '', channel: 'WHATSAPP' },
        errors: {},
        error: null,
      }),
    );
  });

  app.post('/prenota/:slug/codice', async (c) => {
    const step = await posted(c);
    if ('response' in step) return step.response;
    if (step.incomplete) return step.incomplete;
    const { slug, form, values, view } = step;
    const errors: Partial<Record<'name' | 'number' | 'email', string>> = {};
    if (values.name === '') errors.name = BOOKING_PAGE_MESSAGES.name;
    const phoneProblem =
      values.number === ''
        ? BOOKING_PAGE_MESSAGES.phone
        : validatePhone(values.number, values.prefix);
    if (phoneProblem) errors.number = phoneProblem;
    const emailProblem =
      values.channel === 'EMAIL' && values.email === ''
        ? BOOKING_PAGE_MESSAGES.emailForCode
        : validateEmail(values.email);
    if (emailProblem) errors.email = emailProblem;
    const honeypot = (form.get(DETAILS_FIELDS.honeypot) ?? '').trim() !== '';
    if (Object.keys(errors).length > 0 || honeypot)
      return html(
        c,
        view({
          kind: 'details',
          values,
          errors,
          error: honeypot ? BOOKING_PAGE_MESSAGES.honeypot : null,
        }),
        422,
      );
    const sent = await calls(c).sendCode(slug, {
      phone: composePhoneNumber(values.prefix, values.number) ?? '',
      channel: values.channel,
      email: values.email === '' ? null : values.email,
    });
    if (!sent.ok)
      return html(c, view({ kind: 'details', values, errors: {}, error: sent.message }), 422);
    return html(
      c,
      view({
        kind: 'code',
        values,
        verificationId: sent.data.verificationId,
        error: null,
      }),
    );
  });

  app.post('/prenota/:slug/conferma', async (c) => {
    const step = await posted(c);
    if ('response' in step) return step.response;
    if (step.incomplete) return step.incomplete;
    const { slug, form, choice, values, view } = step;
    // Both set: an incomplete choice was answered above.
    const date = choice.date ?? '';
    const time = choice.time ?? '';
    const verificationId = form.get(DETAILS_FIELDS.verification) ?? '';
    const code = (form.get(DETAILS_FIELDS.code) ?? '').trim();
    const codeStep = (error: string) => view({ kind: 'code', values, verificationId, error });
    if (!/^\d{6}$/.test(code)) return html(c, codeStep(BOOKING_PAGE_MESSAGES.code), 422);
    const booked = await calls(c).book(slug, {
      verificationId,
      code,
      name: values.name,
      phone: composePhoneNumber(values.prefix, values.number) ?? '',
      email: values.email === '' ? null : values.email,
      serviceIds: choice.serviceIds,
      operatorId: choice.operatorId,
      date,
      time,
    });
    if (booked.ok)
      return html(
        c,
        view({
          kind: 'done',
          confirmation: booked.data,
          manageUrl: `/promemoria/${booked.data.manageToken}`,
        }),
      );
    // The time was taken, or is no longer offered: back to the day's times, saying so.
    if (booked.status === 409 || booked.code === 'TIME_NOT_OFFERED')
      return html(
        c,
        view(
          await timesStep(c, slug, { ...choice, time: null }, date, {
            notice: booked.message,
          }),
        ),
        409,
      );
    return html(c, codeStep(booked.message), 422);
  });
}
