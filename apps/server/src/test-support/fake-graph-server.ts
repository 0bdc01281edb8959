import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// TEST SUPPORT, not product: a local stand-in for Meta's Graph API messages endpoint
// (POST /{version}/{phone-number-id}/messages) that answers with the documented shapes (message
// ids `wamid.…`, error bodies `{error: {message, type, code, error_data, fbtrace_id}}`), checks
// what it receives, and can be told to fail. Only the tests import it.

export interface FakeGraphOptions {
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** Approved templates, `name:language` (default: the reminder's and the booking code's). */
  templates?: string[];
}

export interface GraphRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});

const trace = () => randomBytes(8).toString('base64url');

/** The documented error body. */
export function graphErrorBody(
  code: number,
  message: string,
  type = 'OAuthException',
  details?: string,
) {
  return {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: trace(),
    },
  };
}

/** Errors a test can ask for, as Meta sends them. */
export const GRAPH_ERRORS = {
  reEngagement: {
    status: 400,
    body: graphErrorBody(
      131047,
      '(#131047) Re-engagement message',
      'OAuthException',
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    ),
  },
  rateLimited: {
    status: 400,
    body: graphErrorBody(
      130429,
      '(#130429) Rate limit hit',
      'OAuthException',
      'Cloud API message throughput has been reached.',
    ),
  },
  notOnWhatsApp: {
    status: 400,
    body: graphErrorBody(
      131026,
      '(#131026) Message Undeliverable',
      'OAuthException',
      'Message Undeliverable.',
    ),
  },
} as const;

function problemsOf(body: Json, templates: Set<string>): { status: number; body: unknown } | null {
  if (body['messaging_product'] !== 'whatsapp' || typeof body['to'] !== 'string')
    return { status: 400, body: graphErrorBody(100, '(#100) Invalid parameter', 'OAuthException') };
  if (body['type'] === 'text') {
    if (typeof obj(body['text'])['body'] !== 'string')
      return {
        status: 400,
        body: graphErrorBody(100, "(#100) The parameter text['body'] is required."),
      };
    return null;
  }
  if (body['type'] === 'template') {
    const template = obj(body['template']);
    const name = String(template['name'] ?? '');
    const language = String(obj(template['language'])['code'] ?? '');
    if (!templates.has(`${name}:${language}`))
      return {
        status: 404,
        body: graphErrorBody(
          132001,
          '(#132001) Template name does not exist in the translation',
          'OAuthException',
          `template name (${name}) does not exist in ${language}`,
        ),
      };
    return null;
  }
  return { status: 400, body: graphErrorBody(100, '(#100) Invalid parameter', 'OAuthException') };
}

async function readJson(req: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return obj(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    return {};
  }
}

export async function startFakeGraph(options: FakeGraphOptions) {
  const received: GraphRequest[] = [];
  const templates = new Set(
    options.templates ?? [
      'promemoria_appuntamento:it',
      'codice_verifica:it',
      'prenotazione_confermata:it',
      'prenotazione_rifiutata:it',
    ],
  );
  let next: { status: number; body: unknown } | null = null;
  let sent = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      received.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
      });
      const answer = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${options.accessToken}`)
        return answer(
          401,
          graphErrorBody(190, 'Invalid OAuth access token - Cannot parse access token'),
        );
      const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
      if (
        req.method !== 'POST' ||
        !match ||
        match[1] !== options.apiVersion ||
        match[2] !== options.phoneNumberId
      )
        return answer(
          400,
          graphErrorBody(
            100,
            `Unsupported post request. Object with ID '${match?.[2] ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
            'GraphMethodException',
          ),
        );
      const forced = next;
      next = null;
      if (forced) return answer(forced.status, forced.body);
      const refused = problemsOf(body, templates);
      if (refused) return answer(refused.status, refused.body);
      sent += 1;
      const to = String(body['to']);
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
        messages: [
          {
            id: `wamid.HBgL${Buffer.from(`${to}-${sent}`).toString('base64url')}`,
            ...(body['type'] === 'template' ? { message_status: 'accepted' } : {}),
          },
        ],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The next message call answers this (one of GRAPH_ERRORS, or any status and body). */
    failNext(reply: { status: number; body: unknown }) {
      next = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>;
