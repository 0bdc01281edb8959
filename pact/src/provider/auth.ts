import type { VerifierOptions } from '@pact-foundation/pact';
import { TEST_SIGNATURE_HEADER, signatureHeader } from '@agendina/server';
import { TEST_WEBHOOK_SECRET } from '../shared/test-payments.ts';
import { ADMIN, OWNER } from './seed.ts';

/** What the filter touches of the Verifier proxy's Express request. */
interface ProxiedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

interface Tokens {
  owner: string | null;
  admin: string | null;
  /** What POST /auth/refresh-token receives: the live refresh token, or a spent one. */
  refresh: string | null;
}

/**
 * Real credentials for the interactions: the contracts fix only the shape of the bearer and of
 * the refresh token. `refreshMode: 'spent'` hands POST /auth/refresh-token a refresh token that
 * was already rotated (the 401 interaction), 'live' the session's current one.
 */
export class ProviderAuth {
  refreshMode: 'live' | 'spent' = 'live';
  private tokens: Tokens = { owner: null, admin: null, refresh: null };

  private readonly call: Fetch;

  constructor(call: Fetch) {
    this.call = call;
  }

  private async login(account: { email: string; password: string }) {
    const response = await this.call('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, rememberMe: true }),
    });
    if (response.status !== 200)
      throw new Error(`login of ${account.email}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { token: string; refreshToken: string };
  }

  /** Signs the seeded owner and admin in; called by every state handler after seeding. */
  readonly signIn = async (): Promise<void> => {
    const owner = await this.login(OWNER);
    const admin = await this.login(ADMIN);
    let refresh = owner.refreshToken;
    if (this.refreshMode === 'spent') {
      const rotated = await this.call('/auth/refresh-token', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: owner.refreshToken,
      });
      if (rotated.status !== 200) throw new Error(`refresh: ${rotated.status}`);
      refresh = owner.refreshToken;
    }
    this.tokens = { owner: owner.token, admin: admin.token, refresh };
  };

  /** Express middleware of the Verifier's proxy. */
  readonly requestFilter: NonNullable<VerifierOptions['requestFilter']> = (
    req: ProxiedRequest,
    _res: unknown,
    next: () => void,
  ) => {
    const bearer = req.headers['authorization'];
    if (typeof bearer === 'string' && bearer.startsWith('Bearer ')) {
      const token = req.path.startsWith('/admin/') ? this.tokens.admin : this.tokens.owner;
      if (token) req.headers['authorization'] = `Bearer ${token}`;
    }
    // The test provider's webhook: its signature holds a timestamp (5 minutes of tolerance), so
    // the bytes the proxy sends now are signed again, as the provider would sign them (a JSON
    // body reaches the filter parsed, and the proxy sends JSON.stringify of it).
    if (req.method === 'POST' && req.path === '/subscription/webhooks/test') {
      const sent = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : JSON.stringify(req.body);
      req.headers[TEST_SIGNATURE_HEADER.toLowerCase()] = signatureHeader(sent, TEST_WEBHOOK_SECRET);
    }
    if (req.method === 'POST' && req.path === '/auth/refresh-token' && this.tokens.refresh) {
      req.body = Buffer.from(this.tokens.refresh);
      req.headers['content-length'] = String(Buffer.byteLength(this.tokens.refresh));
    }
    next();
  };
}
