import { randomUUID } from 'node:crypto';
import { FiscalError, fiscalMessages } from './types.ts';
import type { FiscalExchange } from './types.ts';

/** How to reach SIGN IT; read from the environment by fiscalAdapterFromEnv. */
export interface FiskalyConfig {
  /** https://test.api.fiskaly.com or https://live.api.fiskaly.com: the URL picks the environment. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The System (FISCAL_DEVICE) the records are issued on. */
  systemId: string;
  /**
   * The Organization of type UNIT (the salon as taxpayer). Sent as X-Scope-Identifier, so a
   * key of the parent GROUP can act for the unit; optional when the key is the unit's own.
   */
  organizationId?: string | undefined;
  /** The X-Api-Version header: the dated version of SIGN IT this adapter was written for. */
  apiVersion: string;
  timeoutMs: number;
}

/** The newest SIGN IT version documented when this adapter was written. */
export const FISKALY_API_VERSION = '2026-06-01';

export interface FiskalyCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Required by SIGN IT on every POST; the same key replays the first answer. */
  idempotencyKey?: string;
}

export interface FiskalyAnswer {
  body: unknown;
  exchange: FiscalExchange;
}

/** Seconds of a token's life we do not use, so it never expires on the way. */
const TOKEN_MARGIN_MS = 60_000;
/** When the token answer has no readable expiry. */
const TOKEN_FALLBACK_MS = 5 * 60_000;

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The provider's reason for a refusal, from SIGN IT's error body ({ content: { message } }). */
function reasonOf(body: unknown, status: number): string {
  const found = [field(body, 'content', 'message'), field(body, 'message'), field(body, 'error')]
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .at(0);
  return found ?? `risposta HTTP ${status}`;
}

function expiryOf(body: unknown, now: number): number {
  const raw = field(body, 'content', 'authentication', 'expires_at');
  const at =
    typeof raw === 'number'
      ? raw < 1e12
        ? raw * 1000
        : raw
      : typeof raw === 'string'
        ? Date.parse(raw)
        : NaN;
  return Number.isFinite(at) ? at : now + TOKEN_FALLBACK_MS;
}

interface Sent {
  status: number;
  body: unknown;
  exchange: FiscalExchange;
}

/**
 * SIGN IT over HTTP: a bearer token from the API key and secret, kept until shortly before it
 * expires and fetched again on a 401; every call bounded by a timeout; every failure sorted
 * into "unavailable" (retry later) or "rejected" (the provider's reason).
 */
export function fiskalyHttp(config: FiskalyConfig) {
  let token: { bearer: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function send(call: FiskalyCall, headers: Record<string, string>): Promise<Sent> {
    const url = `${base}${call.path}`;
    const all: Record<string, string> = {
      Accept: 'application/json',
      'X-Api-Version': config.apiVersion,
      ...(config.organizationId ? { 'X-Scope-Identifier': config.organizationId } : {}),
      ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(call.idempotencyKey ? { 'X-Idempotency-Key': call.idempotencyKey } : {}),
      ...headers,
    };
    // The admin page shows the request, never the token or the secret.
    const shown = {
      method: call.method,
      url,
      headers: { ...all, ...(all['Authorization'] ? { Authorization: 'Bearer …' } : {}) },
      body:
        call.path === '/tokens'
          ? { content: { type: 'API_KEY', key: config.apiKey, secret: '…' } }
          : call.body,
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: call.method,
        headers: all,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new FiscalError(
        'unavailable',
        timedOut ? fiscalMessages.timeout(Math.ceil(config.timeoutMs / 1000)) : fiscalMessages.down,
        {
          detail: error instanceof Error ? error.message : String(error),
          exchange: { request: shown, response: null },
        },
      );
    }
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // A proxy's HTML error page: kept as text for the admin page.
    }
    return {
      status: response.status,
      body,
      exchange: { request: shown, response: { status: response.status, body } },
    };
  }

  function failure(sent: Sent): FiscalError {
    const reason = reasonOf(sent.body, sent.status);
    const options = { detail: reason, status: sent.status, exchange: sent.exchange };
    if (sent.status === 429) return new FiscalError('unavailable', fiscalMessages.busy, options);
    if (sent.status >= 500) return new FiscalError('unavailable', fiscalMessages.down, options);
    return new FiscalError('rejected', fiscalMessages.rejected(reason), options);
  }

  async function authenticate(): Promise<string> {
    const sent = await send(
      {
        method: 'POST',
        path: '/tokens',
        body: { content: { type: 'API_KEY', key: config.apiKey, secret: config.apiSecret } },
        // A token is no document: a fresh key each time is harmless.
        idempotencyKey: randomUUID(),
      },
      {},
    );
    const bearer = field(sent.body, 'content', 'authentication', 'bearer');
    if (sent.status >= 200 && sent.status < 300 && typeof bearer === 'string') {
      token = { bearer, expiresAt: expiryOf(sent.body, Date.now()) - TOKEN_MARGIN_MS };
      return bearer;
    }
    if (sent.status >= 400 && sent.status < 500 && sent.status !== 429)
      throw new FiscalError(
        'rejected',
        fiscalMessages.rejected(
          `fiskaly non accetta la chiave API (${reasonOf(sent.body, sent.status)})`,
        ),
        { detail: reasonOf(sent.body, sent.status), status: sent.status, exchange: sent.exchange },
      );
    throw failure(sent);
  }

  async function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.bearer;
    // Concurrent calls share one token request.
    pendingToken ??= authenticate().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  return {
    /** One authenticated call; a 401 drops the token and tries once more with a new one. */
    async call(call: FiskalyCall): Promise<FiskalyAnswer> {
      let sent = await send(call, { Authorization: `Bearer ${await bearer()}` });
      if (sent.status === 401) {
        token = undefined;
        sent = await send(call, { Authorization: `Bearer ${await bearer()}` });
      }
      if (sent.status >= 200 && sent.status < 300)
        return { body: sent.body, exchange: sent.exchange };
      throw failure(sent);
    },
  };
}

export { field as fiskalyField };
