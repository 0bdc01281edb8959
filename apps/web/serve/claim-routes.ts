// The waitlist's claim link /lista-attesa/{token} (issue #35, MODULES.md «Lista d'attesa»): the
// time offered, «Prenota questo orario» (booked at once, or held while the deposit is paid at the
// provider's page), and the way back from that page. The first claim wins; a later one is told
// the time has gone. Rendered like the booking page, without JavaScript if need be.
import type { Context, Hono } from 'hono';
import { isPaymentRequired, type WaitlistOffer } from '@agendina/api';
import { depositPolicyText } from '@agendina/scheduling';
import {
  BOOKING_PAGE_MESSAGES,
  requestOrigin,
  type BookingKit,
  type PageStatus,
} from './booking-kit.ts';
import type { ClaimStep } from '../src/site/booking/claim/claim-view.ts';

/** WaitlistClaimToken's pattern (openapi/paths/waitlist.yaml). */
const TOKEN = /^[A-Za-z0-9_.-]{20,444}$/;

export function mountClaimRoutes(app: Hono, kit: BookingKit): void {
  const { calls, claims, claimHtml } = kit;

  const invalid = (c: Context, token: string, message: string = BOOKING_PAGE_MESSAGES.claimLink) =>
    claimHtml(c, { token, offer: null, step: { kind: 'invalid', message } }, 404);

  /** The offer read again (its state may have changed), with a notice above it. */
  async function offerPage(c: Context, token: string, notice: string | null, status: PageStatus) {
    const offer = await claims(c).offer(token);
    if (offer.ok)
      return claimHtml(c, { token, offer: offer.data, step: { kind: 'offer', notice } }, status);
    if (offer.status === 404 || offer.status === 400) return invalid(c, token, offer.message);
    return kit.unavailable(c, offer.status);
  }

  app.get('/lista-attesa/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return invalid(c, token);
    return offerPage(c, token, null, 200);
  });

  app.post('/lista-attesa/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return invalid(c, token);
    const claimed = await claims(c).claim(token, {
      // Used only when the time asks a deposit: the payment page comes back to this link.
      returnUrl: `${requestOrigin(c)}/lista-attesa/${token}/pagamento`,
    });
    if (claimed.ok) {
      const answer = claimed.data;
      if (isPaymentRequired(answer))
        return (
          kit.toCheckout(c, answer.checkoutUrl) ??
          offerPage(c, token, BOOKING_PAGE_MESSAGES.paymentPage, 502)
        );
      return claimHtml(c, { token, offer: null, step: done(answer, null, null) });
    }
    if (claimed.status === 404 || claimed.status === 400) return invalid(c, token, claimed.message);
    // 409: someone claimed it first, or the link's time is over; anything else, said the same way.
    return offerPage(c, token, claimed.message, claimed.status === 409 ? 409 : 502);
  });

  app.get('/lista-attesa/:token/pagamento', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return invalid(c, token);
    const back = kit.paymentReturn(c);
    if (!back) return offerPage(c, token, BOOKING_PAGE_MESSAGES.paymentReturn, 400);
    // The deposit is the salon's booking page's: the offer names it.
    const offer = await claims(c).offer(token);
    if (!offer.ok)
      return offer.status === 404 || offer.status === 400
        ? invalid(c, token, offer.message)
        : kit.unavailable(c, offer.status);
    const { slug } = offer.data;
    const result = await kit.verifyPayment(c, slug, back);
    const { checkUrl } = back;
    const paying = (message: string, status: PageStatus) =>
      claimHtml(
        c,
        { token, offer: offer.data, step: { kind: 'paying', message, checkUrl } },
        status,
      );
    if (!result.ok)
      return result.status === 404 || result.status === 400
        ? offerPage(c, token, result.message, result.status)
        : paying(result.message, 502);
    const { outcome, message, confirmation } = result.data;
    if (outcome === 'PAID' && confirmation) {
      const page = await calls(c).page(slug);
      const policy = page.ok
        ? depositPolicyText(page.data.cutoffHours, page.data.depositKeepPercent)
        : null;
      return claimHtml(c, {
        token,
        offer: offer.data,
        step: done(confirmation, offer.data.depositCents, policy),
      });
    }
    if (outcome === 'PAID' || outcome === 'PENDING') return paying(message, 200);
    // Not paid: nothing was booked; the offer as it stands now, with the reason.
    return offerPage(c, token, message, 200);
  });
}

function done(
  confirmation: Extract<ClaimStep, { kind: 'done' }>['confirmation'],
  depositPaidCents: WaitlistOffer['depositCents'],
  policy: string | null,
): ClaimStep {
  return {
    kind: 'done',
    confirmation,
    manageUrl: `/promemoria/${confirmation.manageToken}`,
    depositPaidCents,
    policy,
  };
}
