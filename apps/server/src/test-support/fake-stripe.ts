// A local fake of the parts of Stripe's API the Stripe adapter calls (API 2026-10-28), over
// node:http with form bodies as the SDK sends them: Checkout Sessions (create, retrieve with
// expand, expire) and Subscriptions (update, cancel). Objects are shaped as Stripe documents
// them; the tests drive the customer's side (complete) and read what the SDK sent (received).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
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
  const received: FakeStripeRequest[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
    res.end(JSON.stringify(body));
  };
  const invalid = (res: ServerResponse, message: string, status = 400) =>
    send(res, status, { error: { type: 'invalid_request_error', message } });

  function createSession(form: Json): Json | string {
    if (form['mode'] !== 'subscription') return 'mode must be subscription';
    const item = at(form, 'line_items', '0');
    const interval = at(item, 'price_data', 'recurring', 'interval');
    if (interval !== 'month' && interval !== 'year') return 'recurring interval required';
    if (!Number.isInteger(Number(at(item, 'price_data', 'unit_amount'))))
      return 'unit_amount must be an integer';
    if (typeof form['success_url'] !== 'string' || typeof form['cancel_url'] !== 'string')
      return 'success_url and cancel_url are required';
    const sessionId = id('cs_test');
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
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
        const expand = [...query.entries()].some(
          ([k, v]) => k.startsWith('expand') && v === 'subscription',
        );
        const sub = found['subscription'];
        return send(res, 200, {
          ...found,
          subscription: expand && typeof sub === 'string' ? subscriptionsById.get(sub) : sub,
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
    return invalid(res, `Unrecognized request URL (${method}: ${path})`, 404);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = parseStripeForm(text);
    const authorization = req.headers.authorization;
    received.push({ method: req.method ?? '', path: url.pathname, authorization, form });
    if (authorization !== `Bearer ${secretKey}`)
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
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
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
