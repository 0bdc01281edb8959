// A local fake of the parts of Stripe's API the Stripe adapter calls (API 2026-10-28), over
// node:http with form bodies as the SDK sends them: Checkout Sessions (create in subscription or
// payment mode, retrieve with expand, expire), Subscriptions (update, cancel) and Refunds (create,
// idempotent by the Idempotency-Key header as Stripe's are). Objects are shaped as Stripe
// documents them; the tests drive the customer's side (complete, completePayment), read what the
// SDK sent (received), and may make it fail (failing) as an outage would.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The Idempotency-Key header (the SDK sends one on every POST). */
  idempotencyKey: string | undefined;
  form: Json;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `line_items[0][price_data][currency]=eur` → { line_items: { 0: { price_data: { currency } } } }. */
export function parseStripeForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Json;
    });
  }
  return out;
}

const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

export async function startFakeStripe(secretKey: string) {
  const sessions = new Map<string, Json>();
  const subscriptionsById = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const refunds: Json[] = [];
  /** Answers already given to an Idempotency-Key: a retry gets the same one. */
  const replays = new Map<string, { status: number; body: unknown }>();
  const received: FakeStripeRequest[] = [];
  const state = { failing: false };

  /** The Idempotency-Key (with its path) of a response being made: its answer is kept for replays. */
  const replayKeys = new WeakMap<ServerResponse, string>();
  const send = (res: ServerResponse, status: number, body: unknown) => {
    const replayKey = replayKeys.get(res);
    if (replayKey !== undefined && status < 500) replays.set(replayKey, { status, body });
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
    res.end(JSON.stringify(body));
  };
  const invalid = (res: ServerResponse, message: string, status = 400) =>
    send(res, status, { error: { type: 'invalid_request_error', message } });

  function createSession(form: Json): Json | string {
    const mode = form['mode'];
    if (mode !== 'subscription' && mode !== 'payment')
      return 'mode must be subscription or payment';
    const item = at(form, 'line_items', '0');
    const interval = at(item, 'price_data', 'recurring', 'interval');
    if (mode === 'subscription' && interval !== 'month' && interval !== 'year')
      return 'recurring interval required';
    if (mode === 'payment' && interval !== undefined)
      return 'a payment-mode session takes no recurring price';
    if (at(item, 'price_data', 'currency') !== 'eur') return 'currency must be eur';
    if (!Number.isInteger(Number(at(item, 'price_data', 'unit_amount'))))
      return 'unit_amount must be an integer';
    if (typeof form['success_url'] !== 'string' || typeof form['cancel_url'] !== 'string')
      return 'success_url and cancel_url are required';
    const sessionId = id('cs_test');
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      customer: form['customer'] ?? null,
      customer_email: form['customer_email'] ?? null,
      client_reference_id: form['client_reference_id'] ?? null,
      metadata: form['metadata'] ?? {},
      success_url: String(form['success_url']).replace('{CHECKOUT_SESSION_ID}', sessionId),
      cancel_url: String(form['cancel_url']).replace('{CHECKOUT_SESSION_ID}', sessionId),
      subscription: null,
      payment_intent: null,
      payment_intent_data: form['payment_intent_data'] ?? null,
      line_items_sent: item,
      created: now(),
    };
    sessions.set(sessionId, session);
    return session;
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    form: Json,
    res: ServerResponse,
  ) {
    const session = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const created = createSession(form);
      return typeof created === 'string' ? invalid(res, created) : send(res, 200, created);
    }
    if (session) {
      const found = sessions.get(session[1] ?? '');
      if (!found) return invalid(res, `No such checkout.session: '${session[1]}'`, 404);
      if (method === 'GET') {
        const expanded = (field: string) =>
          [...query.entries()].some(([k, v]) => k.startsWith('expand') && v === field);
        const sub = found['subscription'];
        const intent = found['payment_intent'];
        return send(res, 200, {
          ...found,
          subscription:
            expanded('subscription') && typeof sub === 'string' ? subscriptionsById.get(sub) : sub,
          payment_intent:
            expanded('payment_intent') && typeof intent === 'string' ? intents.get(intent) : intent,
        });
      }
      if (method === 'POST' && session[2]) {
        if (found['status'] !== 'open')
          return invalid(res, 'Only Checkout Sessions with a status of `open` can be expired.');
        found['status'] = 'expired';
        return send(res, 200, found);
      }
    }
    if (subscription) {
      const found = subscriptionsById.get(subscription[1] ?? '');
      if (!found) return invalid(res, `No such subscription: '${subscription[1]}'`, 404);
      if (method === 'POST') {
        if (found['status'] === 'canceled')
          return invalid(res, 'A canceled subscription can only update its metadata.');
        if (form['cancel_at_period_end'] !== undefined)
          found['cancel_at_period_end'] = form['cancel_at_period_end'] === 'true';
        return send(res, 200, found);
      }
      if (method === 'DELETE') {
        found['status'] = 'canceled';
        found['canceled_at'] = now();
        return send(res, 200, found);
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form['payment_intent'] ?? ''));
      if (!intent)
        return invalid(res, `No such payment_intent: '${String(form['payment_intent'])}'`, 404);
      const amount = Number(form['amount']);
      const refunded = refunds
        .filter((r) => r['payment_intent'] === intent['id'])
        .reduce((sum, r) => sum + Number(r['amount']), 0);
      if (!Number.isInteger(amount) || amount <= 0 || amount > Number(intent['amount']) - refunded)
        return invalid(res, 'Refund amount is greater than the unrefunded amount of the charge.');
      const refund: Json = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: 'eur',
        payment_intent: intent['id'],
        status: 'succeeded',
        created: now(),
      };
      refunds.push(refund);
      return send(res, 200, refund);
    }
    return invalid(res, `Unrecognized request URL (${method}: ${path})`, 404);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = parseStripeForm(text);
    const authorization = req.headers.authorization;
    const header = req.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    received.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization,
      idempotencyKey,
      form,
    });
    if (authorization !== `Bearer ${secretKey}`)
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    if (state.failing)
      return send(res, 500, { error: { type: 'api_error', message: 'Stripe is down (fake)' } });
    // Stripe's idempotency: a POST repeated with its key gets the first answer, nothing twice.
    const replayKey =
      req.method === 'POST' && idempotencyKey ? `${url.pathname}|${idempotencyKey}` : null;
    const replay = replayKey === null ? undefined : replays.get(replayKey);
    if (replay) return send(res, replay.status, replay.body);
    if (replayKey !== null) replayKeys.set(res, replayKey);
    return route(req.method ?? '', url.pathname, url.searchParams, form, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(cause) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    session: (sessionId: string) => sessions.get(sessionId),
    subscription: (subscriptionId: string) => subscriptionsById.get(subscriptionId),
    /** The customer pays on Stripe's page: the session completes with a new subscription. */
    complete(sessionId: string): { subscriptionId: string; customerId: string; periodEnd: number } {
      const session = sessions.get(sessionId);
      if (!session || session['status'] !== 'open')
        throw new Error(`session ${sessionId} not open`);
      const interval = at(session, 'line_items_sent', 'price_data', 'recurring', 'interval');
      const periodEnd = now() + (interval === 'year' ? 365 : 30) * 86400;
      const customerId = (session['customer'] as string | null) ?? id('cus');
      const subscriptionId = id('sub');
      subscriptionsById.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        status: 'active',
        customer: customerId,
        cancel_at_period_end: false,
        metadata: session['metadata'],
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: now(),
              current_period_end: periodEnd,
            },
          ],
        },
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer: customerId,
        subscription: subscriptionId,
      });
      return { subscriptionId, customerId, periodEnd };
    },
    /** The client pays a payment-mode session: it completes with a succeeded PaymentIntent. */
    completePayment(sessionId: string): { paymentIntentId: string } {
      const session = sessions.get(sessionId);
      if (!session || session['status'] !== 'open' || session['mode'] !== 'payment')
        throw new Error(`payment session ${sessionId} not open`);
      const paymentIntentId = id('pi');
      intents.set(paymentIntentId, {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: Number(at(session, 'line_items_sent', 'price_data', 'unit_amount')),
        currency: 'eur',
        status: 'succeeded',
        metadata: session['metadata'],
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntentId,
      });
      return { paymentIntentId };
    },
    /** The refunds made, oldest first. */
    refunds: () => [...refunds],
    /** While true every call answers 500, as an outage would. */
    setFailing(failing: boolean) {
      state.failing = failing;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
