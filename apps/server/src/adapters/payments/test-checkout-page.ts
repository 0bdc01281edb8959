// The test provider's hosted card page (decision 0029), served by the API server outside the
// JSON contract: GET/POST /test-checkout/{id}, the card form and then the 3-D Secure step, for a
// subscription's checkout and a deposit's alike (test-checkout-rows.ts). On payment it first
// delivers its signed webhook event to the app's webhook path, THEN redirects the browser, so a
// webhook that arrives before the browser's return is the normal path.
import type { Context, Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { formatEuro } from '@agendina/scheduling';
import { signatureHeader } from './signature.ts';
import { THREE_D_SECURE_DENIED, checkCardForm } from './test-cards.ts';
import type { CardForm } from './test-cards.ts';
import {
  TEST_CHECKOUT_CSS,
  cardFormPage,
  resultPage,
  threeDSecurePage,
} from './test-checkout-html.ts';
import { hostedCheckout } from './test-checkout-rows.ts';
import type { HostedCheckout } from './test-checkout-rows.ts';
import { TEST_SIGNATURE_HEADER, testId } from './test-provider.ts';

export interface TestCheckoutPageOptions {
  db: Database;
  webhookSecret: string;
  /** The web app's origins: the form may send the browser back there (CSP form-action). */
  allowedOrigins: string[];
}

export const TEST_WEBHOOK_PATH = '/subscription/webhooks/test';

/** The return address with checkout=<id> (and cancelled=1), other parameters kept. */
export function returnAddress(returnUrl: string, checkoutId: string, cancelled = false): string {
  const url = new URL(returnUrl);
  url.searchParams.set('checkout', checkoutId);
  if (cancelled) url.searchParams.set('cancelled', '1');
  return url.toString();
}

function pageHeaders(c: Context, allowedOrigins: string[]): void {
  // No script at all; styles only from this origin; the form posts here and its redirect goes
  // back to the app (browsers apply form-action to the redirect too).
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "style-src 'self'",
      `form-action 'self' ${allowedOrigins.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
}

const EMPTY_FORM: CardForm = { name: '', number: '', expiry: '', cvc: '' };

const formValue = (body: Record<string, unknown>, key: keyof CardForm): string => {
  const value = body[key];
  return typeof value === 'string' ? value.slice(0, 100) : '';
};

export function registerTestCheckoutPage(app: Hono, options: TestCheckoutPageOptions): void {
  const { db, webhookSecret, allowedOrigins } = options;

  // Only the test provider's own checkouts: a Stripe one left from another configuration is not
  // this page's to show or pay. A subscription's or a deposit's, by its id.
  const load = (id: string) => hostedCheckout(db, id);

  /** What GET shows for a checkout in its current state. */
  const view = (c: Context, row: HostedCheckout) => {
    pageHeaders(c, allowedOrigins);
    switch (row.testState) {
      case 'OPEN':
        return c.html(cardFormPage(row.summary, EMPTY_FORM, {}));
      case 'AWAITING_3DS':
        return c.html(threeDSecurePage(row.summary));
      case 'DECLINED':
        return c.html(
          resultPage(
            'Pagamento rifiutato',
            row.testDeclineMessage ?? 'Pagamento rifiutato.',
            returnAddress(row.returnUrl, row.id),
            row.summary.payee,
          ),
        );
      case 'PAID':
        return c.html(
          resultPage(
            'Pagamento riuscito',
            row.refundedCents > 0
              ? `Il pagamento è già stato completato. Rimborsati al cliente: ${formatEuro(row.refundedCents)}.`
              : 'Il pagamento è già stato completato.',
            returnAddress(row.returnUrl, row.id),
            row.summary.payee,
          ),
        );
      default:
        return c.html(
          resultPage(
            'Pagamento annullato',
            'Il pagamento è stato annullato: nessun addebito è stato effettuato.',
            returnAddress(row.returnUrl, row.id, true),
            row.summary.payee,
          ),
        );
    }
  };

  const missing = (c: Context) => {
    pageHeaders(c, allowedOrigins);
    return c.html(
      resultPage('Pagamento non trovato', 'Questo pagamento non esiste o è scaduto.', null),
      404,
    );
  };

  /** Pays: the provider's state first, then its signed event to the app, then the redirect. */
  const pay = async (c: Context, row: HostedCheckout) => {
    const session = await row.pay();
    if (session) {
      const body = JSON.stringify({
        id: testId('tev'),
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      // In process: the event goes through the same path, signature check and all, as one sent
      // over the network. A failed delivery is not the browser's problem: verify applies it.
      const delivered = await app.request(TEST_WEBHOOK_PATH, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [TEST_SIGNATURE_HEADER]: signatureHeader(body, webhookSecret),
        },
        body,
      });
      await delivered.body?.cancel();
    }
    return c.redirect(returnAddress(row.returnUrl, row.id), 303);
  };

  const decline = async (c: Context, row: HostedCheckout, message: string) => {
    await row.move('DECLINED', message);
    return view(c, (await load(row.id)) ?? row);
  };

  app.get('/test-checkout/style.css', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(TEST_CHECKOUT_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get('/test-checkout/:id', async (c) => {
    const row = await load(c.req.param('id'));
    return row ? view(c, row) : missing(c);
  });

  app.post('/test-checkout/:id', async (c) => {
    const row = await load(c.req.param('id'));
    if (!row) return missing(c);
    const body = await c.req.parseBody();
    // The simulated bank's question (4000 0027 6000 3184): Autorizza pays, anything else declines.
    if (row.testState === 'AWAITING_3DS')
      return body['action'] === 'authorize' ? pay(c, row) : decline(c, row, THREE_D_SECURE_DENIED);
    if (row.testState !== 'OPEN') return view(c, row);
    if (body['action'] === 'cancel') {
      await row.move('CANCELED');
      return c.redirect(returnAddress(row.returnUrl, row.id, true), 303);
    }
    const form: CardForm = {
      name: formValue(body, 'name'),
      number: formValue(body, 'number'),
      expiry: formValue(body, 'expiry'),
      cvc: formValue(body, 'cvc'),
    };
    const checked = checkCardForm(form, new Date());
    if (checked.errors !== null) {
      pageHeaders(c, allowedOrigins);
      return c.html(cardFormPage(row.summary, form, checked.errors), 422);
    }
    if (checked.outcome.kind === 'PAID') return pay(c, row);
    if (checked.outcome.kind === 'DECLINED') return decline(c, row, checked.outcome.message);
    await row.move('AWAITING_3DS');
    // Relative: the same page, now asking the 3-D Secure question.
    return c.redirect(row.id, 303);
  });
}
