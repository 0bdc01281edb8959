// Back from the deposit's payment page (issue #35): /prenota/{slug}/pagamento?checkout=ID, with
// the choice the booking carried in its return address. The API asks the provider (never the
// address) what became of the payment: paid, the visit is booked and the confirmation shows the
// deposit and its policy; refused, cancelled or too late, the day's times are offered again with
// the reason; not confirmed yet, the client is asked to look again.
import type { Hono } from 'hono';
import { BOOKING_PAGE_MESSAGES, type BookingKit } from './booking-kit.ts';

export function mountPaymentReturn(app: Hono, kit: BookingKit): void {
  const { render, html } = kit;

  app.get('/prenota/:slug/pagamento', async (c) => {
    // The return address carries the services and operator, never a day or a time.
    const found = await kit.choiceGet(c);
    if (found.response) return found.response;
    const { slug, page, choice, view } = found;
    const back = kit.paymentReturn(c);
    if (!back)
      return html(c, view({ kind: 'services', error: BOOKING_PAGE_MESSAGES.paymentReturn }), 400);
    const { checkUrl } = back;
    const result = await kit.verifyPayment(c, slug, back);
    if (!result.ok) {
      if (result.status === 404 || result.status === 400)
        return html(c, view({ kind: 'services', error: result.message }), result.status);
      // The API or the provider did not answer: the payment may be done, so only look again.
      return html(c, view({ kind: 'paying', message: result.message, checkUrl }), 502);
    }
    const { outcome, message, confirmation, date } = result.data;
    if (outcome === 'PAID' && confirmation)
      return html(
        c,
        view({
          kind: 'done',
          confirmation,
          manageUrl: `/promemoria/${confirmation.manageToken}`,
          depositPaidCents: render.chosenDepositCents(page, choice.serviceIds) || null,
        }),
      );
    if (outcome === 'PAID' || outcome === 'PENDING')
      return html(c, view({ kind: 'paying', message, checkUrl }));
    // Nothing was booked and the time is free again: the day's times, with the reason.
    if (date && choice.serviceIds.length > 0) {
      const again = { ...choice, date };
      const times = await kit.timesStep(c, slug, again, date, { notice: message });
      return html(c, kit.view(slug, page, again)(times));
    }
    return html(c, view({ kind: 'services', error: message }));
  });
}
