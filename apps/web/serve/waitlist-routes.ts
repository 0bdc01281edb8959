// The waitlist from the booking page (issue #35): /prenota/{slug}/lista-attesa shows the form for
// the services and operator chosen, «Invia il codice» checks it and sends the same one-time code
// as a booking, and the code puts the client in line. A refusal re-renders the step with the
// server's Italian message and everything typed kept, as the booking's steps do.
import type { Context, Hono } from 'hono';
import { composePhoneNumber, waitlistRangeProblem } from '@agendina/scheduling';
import { BOOKING_PAGE_MESSAGES, type BookingKit } from './booking-kit.ts';
import { personProblems, verifiedRequest } from './person-check.ts';
import type {
  BookingView,
  WaitlistField,
  WaitlistValues,
} from '../src/site/booking/booking-view.ts';

export function mountWaitlistRoutes(app: Hono, kit: BookingKit): void {
  const { render, calls, html } = kit;
  const { DETAILS_FIELDS, MAX_SERVICES } = render;

  /**
   * What stops the waitlist before its form: a page without one, or no services chosen; the
   * choice keeps only the services and operator (a wish is a range of days, not a time).
   */
  function refusal(c: Context, view: (step: BookingView['step']) => BookingView) {
    const { page, choice } = view({ kind: 'services', error: null });
    if (!page.waitlistEnabled)
      return html(c, view({ kind: 'services', error: BOOKING_PAGE_MESSAGES.noWaitlist }), 404);
    if (choice.serviceIds.length === 0)
      return html(c, view({ kind: 'services', error: BOOKING_PAGE_MESSAGES.noService }), 422);
    if (choice.serviceIds.length > MAX_SERVICES)
      return html(c, view({ kind: 'services', error: BOOKING_PAGE_MESSAGES.tooManyServices }), 422);
    return null;
  }

  const days = (page: BookingView['page']) => render.waitlistDays(kit.today(), page.horizonDays);

  /** The form again, as typed, with what to fix. */
  const formStep = (
    values: WaitlistValues,
    page: BookingView['page'],
    errors: Partial<Record<WaitlistField, string>> = {},
    error: string | null = null,
  ): BookingView['step'] => ({ kind: 'waitlist', values, days: days(page), errors, error });

  app.get('/prenota/:slug/lista-attesa', async (c) => {
    const found = await kit.choiceGet(c);
    if (found.response) return found.response;
    const { page, params, view } = found;
    const refused = refusal(c, view);
    if (refused) return refused;
    return html(c, view(formStep(render.parseWaitlist(params, days(page)), page)));
  });

  /** A POST of the waitlist: the page, the choice (services, operator) and the typed wish. */
  async function posted(c: Context) {
    const step = await kit.postedStep(c);
    if (step.response) return { response: step.response };
    const choice = { ...step.choice, date: null, time: null };
    const view = kit.view(step.slug, step.page, choice);
    const values = render.parseWaitlist(step.form, days(step.page));
    return { ...step, choice, view, values, refused: refusal(c, view) };
  }

  app.post('/prenota/:slug/lista-attesa/codice', async (c) => {
    const step = await posted(c);
    if (step.response) return step.response;
    if (step.refused) return step.refused;
    const { slug, page, form, values, view } = step;
    const errors: Partial<Record<WaitlistField, string>> = personProblems(values);
    const window = days(page);
    const range = waitlistRangeProblem(
      values.fromDate,
      values.toDate,
      window.first,
      window.last,
      page.horizonDays,
    );
    if (range) errors.range = range;
    const honeypot = (form.get(DETAILS_FIELDS.honeypot) ?? '').trim() !== '';
    if (Object.keys(errors).length > 0 || honeypot)
      return html(
        c,
        view(formStep(values, page, errors, honeypot ? BOOKING_PAGE_MESSAGES.honeypot : null)),
        422,
      );
    const sent = await calls(c).sendCode(slug, {
      phone: composePhoneNumber(values.prefix, values.number) ?? '',
      channel: values.channel,
      email: values.email === '' ? null : values.email,
    });
    if (!sent.ok) return html(c, view(formStep(values, page, {}, sent.message)), 422);
    return html(
      c,
      view({ kind: 'waitlistCode', values, verificationId: sent.data.verificationId, error: null }),
    );
  });

  app.post('/prenota/:slug/lista-attesa/conferma', async (c) => {
    const step = await posted(c);
    if (step.response) return step.response;
    if (step.refused) return step.refused;
    const { slug, page, form, choice, values, view } = step;
    const request = verifiedRequest(form, DETAILS_FIELDS, values, choice);
    const { verificationId } = request;
    const codeStep = (error: string) =>
      view({ kind: 'waitlistCode', values, verificationId, error });
    if (request.codeProblem) return html(c, codeStep(request.codeProblem), 422);
    const joined = await calls(c).joinWaitlist(slug, {
      ...request.body,
      fromDate: values.fromDate,
      toDate: values.toDate,
      band: values.band,
    });
    if (joined.ok)
      return html(c, view({ kind: 'waitlistDone', receipt: joined.data, values }), 200);
    // A wish the API refuses (the range, a service), or a code past its time: back to the form,
    // everything kept, so a new code can be asked for.
    if (joined.status === 400 || joined.code === 'CODE_EXPIRED') {
      const range = joined.errors['fromDate'] ?? joined.errors['toDate'];
      return html(
        c,
        view(formStep(values, page, range ? { range } : {}, joined.message)),
        joined.status === 400 ? 400 : 422,
      );
    }
    if (joined.status === 404)
      return html(c, view({ kind: 'services', error: joined.message }), 404);
    return html(c, codeStep(joined.message), 422);
  });
}
