import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkRecordShape, correctionMismatch } from './fake-fiskaly-shapes.ts';

// TEST SUPPORT, not product: a local stand-in for fiskaly SIGN IT that replays the documented
// request and response shapes (POST /tokens, GET /systems/{id}, GET /organizations/{id},
// POST /records), checks what it receives, numbers documents like the Agenzia's procedure,
// and can be told to fail. Only the tests import it.

export interface FakeFiskalyOptions {
  apiKey: string;
  apiSecret: string;
  systemId: string;
  organizationId?: string;
  apiVersion: string;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** ok answers; down is 500; busy is 429; hang never answers; reject is 400 with a reason. */
export type FakeMode = 'ok' | 'down' | 'busy' | 'hang' | 'reject';

interface StoredRecord {
  id: string;
  type: 'INTENTION' | 'TRANSACTION';
  operation: string;
  body: unknown;
  cancelled: boolean;
  used: boolean;
}

type Json = Record<string, unknown>;

interface Reply {
  status: number;
  body: unknown;
}

function obj(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}

export async function startFakeFiskaly(options: FakeFiskalyOptions) {
  const received: ReceivedRequest[] = [];
  /** Every way a request broke the documented shapes: the tests expect none. */
  const problems: string[] = [];
  const tokens = new Set<string>();
  const records = new Map<string, StoredRecord>();
  const replies = new Map<string, { text: string; reply: Reply }>();
  let mode: FakeMode = 'ok';
  let rejectReason = 'Validation checks failed';
  let unauthorizedOnce = false;
  let numberLater = false;
  const answers = new Map<string, Json>();
  let closingNumber = 1;
  let progressive = 0;
  let tokenRequests = 0;

  function send(res: ServerResponse, reply: Reply) {
    res.writeHead(reply.status, {
      'Content-Type': 'application/json',
      'X-Api-Version': options.apiVersion,
    });
    res.end(JSON.stringify(reply.body));
  }

  function ok(body: unknown): Reply {
    return { status: 200, body };
  }

  function error(status: number, message: string): Reply {
    return {
      status,
      body: { content: { code: `E_${status}`, message, status: String(status), error: message } },
    };
  }

  function token(body: Json): Reply {
    tokenRequests += 1;
    const content = obj(body['content']);
    if (content['type'] !== 'API_KEY') problems.push('token: content.type non è API_KEY');
    if (content['key'] !== options.apiKey || content['secret'] !== options.apiSecret)
      return error(401, 'Invalid API key or secret');
    const bearer = randomUUID();
    tokens.add(bearer);
    return ok({
      content: {
        authentication: { bearer, expires_at: new Date(Date.now() + 3600_000).toISOString() },
      },
    });
  }

  function record(body: Json): Reply {
    const content = obj(body['content']);
    const shape = checkRecordShape(content);
    if (shape) {
      problems.push(shape);
      return error(400, shape);
    }
    if (content['type'] === 'INTENTION') {
      if (obj(content['system'])['id'] !== options.systemId) return error(404, 'System not found');
      const id = randomUUID();
      records.set(id, {
        id,
        type: 'INTENTION',
        operation: 'TRANSACTION',
        body,
        cancelled: false,
        used: false,
      });
      return ok({
        content: { id, type: 'INTENTION', state: 'ACCEPTED', system: content['system'] },
      });
    }
    const intention = records.get(String(obj(content['record'])['id']));
    if (!intention || intention.type !== 'INTENTION' || intention.used)
      return error(400, 'The referenced INTENTION does not exist or was already used');
    const operation = obj(content['operation']);
    const type = String(operation['type']);
    if (type === 'CANCELLATION' || type === 'CORRECTION') {
      const original = records.get(String(obj(operation['record'])['id']));
      if (!original || original.operation !== 'RECEIPT') return error(404, 'Record not found');
      if (original.cancelled) return error(409, 'The referenced record was already cancelled');
      if (type === 'CORRECTION') {
        const wrong = correctionMismatch(original.body, operation);
        if (wrong) {
          problems.push(wrong);
          return error(400, wrong);
        }
      }
      if (type === 'CANCELLATION') original.cancelled = true;
    }
    intention.used = true;
    progressive += 1;
    const id = randomUUID();
    const number = `${String(closingNumber).padStart(4, '0')}-${String(progressive).padStart(4, '0')}`;
    records.set(id, {
      id,
      type: 'TRANSACTION',
      operation: type,
      body,
      cancelled: false,
      used: true,
    });
    const answer = {
      id,
      type: 'TRANSACTION',
      state: 'COMPLETED',
      record: content['record'],
      operation,
      // Where fiskaly's Receipt Compliance page puts the progressive number (decision 0021).
      compliance: {
        data: number,
        issued_at: new Date().toISOString(),
        url: `https://ivaservizi.agenziaentrate.gov.it/documenti/${id}`,
      },
    };
    answers.set(id, answer);
    if (numberLater) {
      numberLater = false;
      return ok({ content: { ...answer, state: 'PENDING', compliance: {} } });
    }
    return ok({ content: answer });
  }

  /** Idempotency as documented: the same key with the same body replays the first answer. */
  function idempotent(key: string, text: string, body: Json): Reply {
    const replay = replies.get(key);
    if (replay)
      return replay.text === text
        ? replay.reply
        : error(409, 'Idempotency key reused with another body');
    const reply = record(body);
    if (reply.status < 500) replies.set(key, { text, reply });
    return reply;
  }

  function route(req: IncomingMessage, path: string, text: string, body: unknown): Reply | null {
    if (mode === 'hang') return null; // the socket stays open until the client gives up
    if (mode === 'down') return error(500, 'Internal Server Error');
    if (mode === 'busy') return error(429, 'Too Many Requests');
    if (req.headers['x-api-version'] !== options.apiVersion) {
      problems.push(`${path}: X-Api-Version ${String(req.headers['x-api-version'])}`);
      return error(400, 'Unsupported X-Api-Version');
    }
    const key = req.headers['x-idempotency-key'];
    if (req.method === 'POST' && typeof key !== 'string') {
      problems.push(`${path}: manca X-Idempotency-Key`);
      return error(400, 'X-Idempotency-Key is required');
    }
    if (req.method === 'POST' && path === '/tokens') return token(obj(body));

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (unauthorizedOnce || !bearer || !tokens.has(bearer)) {
      if (unauthorizedOnce) tokens.clear();
      unauthorizedOnce = false;
      return error(401, 'Unauthorized');
    }
    if (options.organizationId && req.headers['x-scope-identifier'] !== options.organizationId)
      problems.push(`${path}: X-Scope-Identifier ${String(req.headers['x-scope-identifier'])}`);
    if (mode === 'reject') return error(400, rejectReason);

    if (req.method === 'GET' && path === `/systems/${options.systemId}`)
      return ok({ content: { id: options.systemId, type: 'FISCAL_DEVICE', state: 'OPERATIVE' } });
    if (
      req.method === 'GET' &&
      options.organizationId &&
      path === `/organizations/${options.organizationId}`
    )
      return ok({ content: { id: options.organizationId, type: 'UNIT', state: 'ACTIVE' } });
    const recordId = /^\/records\/([\w-]+)$/.exec(path)?.[1];
    const answer = recordId ? answers.get(recordId) : undefined;
    if (req.method === 'GET' && recordId)
      return answer ? ok({ content: answer }) : error(404, 'Record not found');
    if (req.method === 'POST' && path === '/records' && typeof key === 'string')
      return idempotent(key, text, obj(body));
    return error(404, `No route ${req.method ?? ''} ${path}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const body: unknown = text ? JSON.parse(text) : undefined;
    const path = req.url ?? '/';
    received.push({ method: req.method ?? '', path, headers: req.headers, body });
    const reply = route(req, path, text, body);
    if (reply) send(res, reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => send(res, error(500, String(cause))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    problems,
    get tokenRequests() {
      return tokenRequests;
    },
    /** The documents (TRANSACTION records) issued so far. */
    transactions: () => [...records.values()].filter((r) => r.type === 'TRANSACTION'),
    setMode(next: FakeMode, reason?: string) {
      mode = next;
      if (reason) rejectReason = reason;
    },
    /** The next document is answered before the Agenzia numbers it (GET /records/{id} has it). */
    numberLater() {
      numberLater = true;
    },
    /** The next authenticated call answers 401 and every token so far stops working. */
    expireTokensOnce() {
      unauthorizedOnce = true;
    },
    /** The Agenzia's numbering starts the next day. */
    closeDay() {
      closingNumber += 1;
      progressive = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeFiskaly = Awaited<ReturnType<typeof startFakeFiskaly>>;
