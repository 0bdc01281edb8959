// Test support: an in-memory API that rotates tokens like apps/server, behind a fetch function.
import { createAuth } from '../auth/create-auth.ts';
import { createInTabLock, type CrossTabLock } from '../auth/cross-tab-lock.ts';
import { createApiClient } from '../client/create-api-client.ts';
import { storageKeys } from '../constants.ts';
import { createMemoryStorage, createSessionStore, type SessionStorage } from '../session/store.ts';
import { makeToken } from '../session/token.ts';

export const nowSeconds = 1_773_000_000;
export const baseUrl = 'http://api.test';

let serial = 0;
export const accessToken = (exp = nowSeconds + 900) => makeToken({ sub: '12', exp, n: ++serial });
export const refreshToken = () =>
  makeToken({ sub: '12', typ: 'refresh', exp: nowSeconds + 86_400, n: ++serial });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FakeApiOptions {
  /** What POST /auth/refresh-token answers: rotate (default), refuse with a message, or drop. */
  refresh?: 'rotate' | { status: number; message: string } | 'network-error';
}

/**
 * Valid access tokens are those in `accepted`; the refresh token in `currentRefresh` is spent
 * on use (rotation). Every request is recorded with the Authorization it carried.
 */
export function createFakeApi({ refresh = 'rotate' }: FakeApiOptions = {}) {
  const accepted = new Set<string>();
  const state = { currentRefresh: refreshToken(), refreshCalls: 0 };
  const log: { method: string; path: string; auth: string | null; body: string }[] = [];

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await request.text();
    const auth = request.headers.get('Authorization');
    log.push({ method: request.method, path: url.pathname, auth, body });
    if (url.pathname === '/auth/refresh-token') {
      state.refreshCalls += 1;
      if (refresh === 'network-error') throw new TypeError('Failed to fetch');
      if (refresh !== 'rotate') return json(refresh.status, { message: refresh.message });
      if (request.headers.get('Content-Type') !== 'text/plain' || body !== state.currentRefresh) {
        return json(401, { message: 'Refresh token has been invalidated' });
      }
      const token = accessToken();
      accepted.add(token);
      state.currentRefresh = refreshToken();
      return json(200, {
        token,
        refreshToken: state.currentRefresh,
        id: 12,
        email: 'info@salonebellavista.it',
        role: 'USER',
        businessType: 'PARRUCCHIERE',
      });
    }
    if (url.pathname === '/auth/login')
      return json(401, { message: 'Email o password non corretti' });
    if (url.pathname === '/admin/signup-tokens') return json(403, { message: 'Accesso negato' });
    const token = auth?.replace(/^Bearer /, '') ?? '';
    if (!url.pathname.startsWith('/auth/') && !accepted.has(token)) {
      return json(401, { message: 'Token scaduto' });
    }
    return json(request.method === 'POST' ? 201 : 200, { path: url.pathname, echo: body || null });
  };

  return { accepted, state, log, handle, fetch: (request: Request) => handle(request) };
}

export interface TabOptions {
  storage?: SessionStorage;
  fetch: (request: Request) => Promise<Response>;
  lock?: CrossTabLock;
}

/** One browser tab: its store over the (shared) storage, its auth and its client. */
export function createTab({
  storage = createMemoryStorage(),
  fetch,
  lock = createInTabLock(),
}: TabOptions) {
  const store = createSessionStore({
    storage,
    now: () => nowSeconds * 1000,
    logger: { warn() {} },
  });
  const auth = createAuth({ store, baseUrl, fetch, lock });
  const client = createApiClient({ baseUrl, fetch, middleware: [auth.middleware] });
  const events: unknown[] = [];
  auth.events.subscribe((event) => events.push(event));
  return { store, auth, client, events, storage };
}

/** A storage holding a signed-in session with the given tokens. */
export const signedInStorage = (token: string, refresh: string | null) =>
  createMemoryStorage({
    [storageKeys.token]: token,
    ...(refresh ? { [storageKeys.refreshToken]: refresh } : {}),
    [storageKeys.user]: JSON.stringify({ id: 12, email: 'info@salonebellavista.it', role: 'USER' }),
  });
