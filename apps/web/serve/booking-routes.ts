// The booking page /prenota/{slug} (issue #34), rendered here on every request from the API's
// public calls: without JavaScript each step is a link (GET, the choice in the address) or a form
// (POST «Invia il codice», POST «Conferma la prenotazione»), and a refusal re-renders the step
// with the server's Italian message and everything typed kept. The visitor's address goes to
// the API as X-Forwarded-For, so its rate limits count visitors, not this server.
// Issue #35: a visit that asks a deposit leaves for the payment page (payment-return-routes.ts
// takes the client back), and a client who finds no time joins the waitlist (waitlist-routes.ts);
// the waitlist's claim link is claim-routes.ts.
import type { Context, Hono } from 'hono';
import { isPaymentRequired } from '@agendina/api';
import { composePhoneNumber } from '@agendina/scheduling';
import {
  BOOKING_PAGE_MESSAGES,
  TIME,
  bookingKit,
  requestOrigin,
  type BookingRoutesOptions,
} from './booking-kit.ts';
import { personProblems, verifiedRequest } from './person-check.ts';
import { mountPaymentReturn } from './payment-return-routes.ts';
import { mountWaitlistRoutes } from './waitlist-routes.ts';
import { mountClaimRoutes } from './claim-routes.ts';

export type { BookingRoutesOptions } from './booking-kit.ts';
export { BOOKING_PAGE_MESSAGES } from './booking-kit.ts';

export function mountBookingRoutes(app: Hono, options: BookingRoutesOptions): void {
  const kit = bookingKit(options);
  const { render, calls, html, timesStep } = kit;
  const { CHOICE_FIELDS, DETAILS_FIELDS, MAX_SERVICES, parseChoice } = render;

  /** A booking's POST step; a form posted without its choice goes back to the start. */
  async function posted(c: Context) {
    const step = await kit.postedStep(c);
    if (step.response) return { response: step.response };
    const { choice, view } = step;
    // A form posted without its choice (an old tab, a hand-made request): back to the start.
    const incomplete =
      choice.serviceIds.length === 0 || !choice.date || !choice.time
        ? html(c, view({ kind: 'services', error: BOOKING_PAGE_MESSAGES.noService }), 422)
        : null;
    return { ...step, incomplete };
  }

  app.get('/prenota/:slug', async (c) => {
    const slug = c.req.param('slug');
    const found = await kit.pageOf(c, slug);
    if (!found.page) return found.response;
    const params = new URL(c.req.url).searchParams;
    const choice = parseChoice(params);
    const view = kit.view(slug, found.page, choice);
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
    if (step.response) return step.response;
    if (step.incomplete) return step.incomplete;
    const { slug, form, values, view } = step;
    const errors = personProblems(values);
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
    if (step.response) return step.response;
    if (step.incomplete) return step.incomplete;
    const { slug, form, choice, values, view } = step;
    // Both set: an incomplete choice was answered above.
    const date = choice.date ?? '';
    const time = choice.time ?? '';
    const request = verifiedRequest(form, DETAILS_FIELDS, values, choice);
    const { verificationId } = request;
    const codeStep = (error: string) => view({ kind: 'code', values, verificationId, error });
    if (request.codeProblem) return html(c, codeStep(request.codeProblem), 422);
    const booked = await calls(c).book(slug, {
      ...request.body,
      date,
      time,
      // Used only when the visit asks a deposit (issue #35): the payment page comes back here.
      returnUrl: `${requestOrigin(c)}${render.paymentReturnPath(slug, choice)}`,
    });
    if (booked.ok) {
      const answer = booked.data;
      // 202: the time is held while the client pays; the booking is written once it is paid.
      if (isPaymentRequired(answer))
        return (
          kit.toCheckout(c, answer.checkoutUrl) ??
          html(c, codeStep(BOOKING_PAGE_MESSAGES.paymentPage), 502)
        );
      return html(
        c,
        view({
          kind: 'done',
          confirmation: answer,
          manageUrl: `/promemoria/${answer.manageToken}`,
          depositPaidCents: null,
        }),
      );
    }
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

  mountPaymentReturn(app, kit);
  mountWaitlistRoutes(app, kit);
  mountClaimRoutes(app, kit);
}
