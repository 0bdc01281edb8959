import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { createMemoryStorage } from '../session/store.ts';
import {
  accessToken,
  createFakeApi,
  createTab,
  nowSeconds,
  refreshToken,
  signedInStorage,
} from '../testing/fake-api.ts';

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

function signedIn(options: Parameters<typeof createFakeApi>[0] = {}, token = accessToken()) {
  const api = createFakeApi(options);
  api.accepted.add(token);
  const tab = createTab({
    storage: signedInStorage(token, api.state.currentRefresh),
    fetch: api.fetch,
  });
  return { api, tab, token };
}

describe('auth middleware: bearer and client-side blocking (SPEC.md §7)', () => {
  it('adds the bearer header from the store', async () => {
    const { api, tab, token } = signedIn();
    const { data } = await tab.client.GET('/clients/{id}', { params: { path: { id: 1 } } });
    expect(data).toMatchObject({ path: '/clients/1' });
    expect(api.log[0]?.auth).toBe(`Bearer ${token}`);
  });

  it('blocks a request with an expired token and no refresh token: nothing is sent', async () => {
    const api = createFakeApi();
    const tab = createTab({
      storage: signedInStorage(accessToken(nowSeconds - 1), null),
      fetch: api.fetch,
    });
    const error = await rejection(tab.client.GET('/clients/{id}', { params: { path: { id: 1 } } }));
    expect(error.kind).toBe('session');
    expect(error.status).toBe(401);
    expect(api.log).toEqual([]);
    expect(tab.store.getToken()).toBeNull();
    expect(tab.events).toEqual([{ type: 'force-logout', reason: 'session-expired' }]);
  });

  it('never sends an expired token: it refreshes first when it can', async () => {
    const api = createFakeApi();
    const tab = createTab({
      storage: signedInStorage(accessToken(nowSeconds), api.state.currentRefresh),
      fetch: api.fetch,
    });
    await tab.client.GET('/clients/{id}', { params: { path: { id: 1 } } });
    expect(api.log.map((r) => r.path)).toEqual(['/auth/refresh-token', '/clients/1']);
    expect(api.log[1]?.auth).toBe(`Bearer ${tab.store.getToken()}`);
    expect(api.state.refreshCalls).toBe(1);
  });

  it('lets public paths through with an expired token, without the token', async () => {
    const api = createFakeApi();
    const tab = createTab({
      storage: signedInStorage(accessToken(nowSeconds - 60), null),
      fetch: api.fetch,
    });
    await tab.client.POST('/auth/session-info');
    expect(api.log).toEqual([expect.objectContaining({ path: '/auth/session-info', auth: null })]);
    expect(tab.events).toEqual([]);
  });

  it('adds no timeout of its own (SPEC.md §7)', async () => {
    vi.useFakeTimers();
    try {
      const { api, tab } = signedIn();
      const slow = async (request: Request) => {
        await new Promise((resolve) => setTimeout(resolve, 30 * 60_000));
        return api.handle(request);
      };
      const slowTab = createTab({ storage: tab.storage, fetch: slow });
      const call = slowTab.client.GET('/clients/{id}', { params: { path: { id: 1 } } });
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      await expect(call).resolves.toMatchObject({ data: { path: '/clients/1' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('auth middleware: 401, refresh and retry (SPEC.md §4)', () => {
  it('refreshes with the raw refresh token as text/plain and retries with the new token, body intact', async () => {
    const { api, tab } = signedIn();
    const oldRefresh = api.state.currentRefresh;
    api.accepted.clear(); // the server no longer accepts the access token
    const { data } = await tab.client.POST('/clients', { body: { name: 'Giulia Rossi' } });
    expect(data).toMatchObject({ echo: JSON.stringify({ name: 'Giulia Rossi' }) });
    const refresh = api.log.find((r) => r.path === '/auth/refresh-token');
    expect(refresh?.body).toBe(oldRefresh);
    expect(refresh?.auth).toBeNull();
    expect(tab.store.getRefreshToken()).toBe(api.state.currentRefresh);
    expect(tab.store.getUser()).toMatchObject({
      email: 'info@salonebellavista.it',
      role: 'USER',
      businessType: 'PARRUCCHIERE',
    });
    expect(api.log.map((r) => r.path)).toEqual(['/clients', '/auth/refresh-token', '/clients']);
  });

  it('retries once only: a second 401 rejects without another refresh', async () => {
    const { api, tab } = signedIn();
    api.accepted.clear();
    const rejectAll = {
      ...api,
      fetch: async (r: Request) => {
        const res = await api.handle(r);
        api.accepted.clear();
        return res;
      },
    };
    const tab2 = createTab({ storage: tab.storage, fetch: rejectAll.fetch });
    const error = await rejection(
      tab2.client.GET('/clients/{id}', { params: { path: { id: 1 } } }),
    );
    expect(error.status).toBe(401);
    expect(api.state.refreshCalls).toBe(1);
    expect(api.log.filter((r) => r.path === '/clients/1')).toHaveLength(2);
  });

  it.each([['Token has been blacklisted'], ['Token invalidated by logout-all']])(
    'a 401 saying %j clears auth and fires one force-logout, without refreshing',
    async (message) => {
      const api = createFakeApi();
      const token = accessToken();
      const tab = createTab({
        storage: signedInStorage(token, api.state.currentRefresh),
        fetch: async (request) =>
          new URL(request.url).pathname === '/auth/refresh-token'
            ? api.handle(request)
            : new Response(JSON.stringify({ message }), { status: 401 }),
      });
      const error = await rejection(
        tab.client.GET('/clients/{id}', { params: { path: { id: 1 } } }),
      );
      expect(error.body?.message).toBe(message);
      expect(api.state.refreshCalls).toBe(0);
      expect(tab.store.getToken()).toBeNull();
      expect(tab.store.getRefreshToken()).toBeNull();
      expect(tab.events).toEqual([{ type: 'force-logout', reason: 'token-revoked' }]);
    },
  );

  it('a refused refresh clears auth and fires one force-logout', async () => {
    const { api, tab } = signedIn({ refresh: { status: 401, message: 'Refresh token expired' } });
    api.accepted.clear();
    const error = await rejection(tab.client.GET('/clients/{id}', { params: { path: { id: 1 } } }));
    expect(error.status).toBe(401);
    expect(tab.store.getToken()).toBeNull();
    expect(tab.events).toEqual([{ type: 'force-logout', reason: 'refresh-failed' }]);
  });

  it('a refresh refused as invalidated reports a revoked token', async () => {
    const { api, tab } = signedIn({
      refresh: { status: 401, message: 'Refresh token has been invalidated' },
    });
    api.accepted.clear();
    await rejection(tab.client.GET('/clients/{id}', { params: { path: { id: 1 } } }));
    expect(tab.events).toEqual([{ type: 'force-logout', reason: 'token-revoked' }]);
  });

  it('a refresh that cannot reach the server fails the request but keeps the session', async () => {
    const { api, tab } = signedIn({ refresh: 'network-error' });
    api.accepted.clear();
    const error = await rejection(tab.client.GET('/clients/{id}', { params: { path: { id: 1 } } }));
    expect(error.kind).toBe('network');
    expect(tab.store.getRefreshToken()).not.toBeNull();
    expect(tab.events).toEqual([]);

    // Same when the token had expired and the refresh was attempted before sending.
    const expired = createTab({
      storage: signedInStorage(accessToken(nowSeconds - 1), api.state.currentRefresh),
      fetch: api.fetch,
    });
    const blocked = await rejection(expired.client.GET('/services'));
    expect(blocked.kind).toBe('network');
    expect(expired.store.getRefreshToken()).not.toBeNull();
    expect(expired.events).toEqual([]);
  });

  it('does not refresh on the credential calls: a wrong password is just a 401', async () => {
    const { api, tab } = signedIn();
    const error = await rejection(
      tab.client.POST('/auth/login', {
        body: { email: 'a@b.it', password: 'x', rememberMe: false },
      }),
    );
    expect(error.status).toBe(401);
    expect(error.body?.message).toBe('Email o password non corretti');
    expect(api.state.refreshCalls).toBe(0);
    expect(tab.store.getToken()).not.toBeNull();
    expect(api.log[0]?.auth).toBeNull();
  });
});

describe('auth middleware: logout', () => {
  it('sends the bearer, and a 401 on logout neither refreshes nor fires events', async () => {
    const { api, tab, token } = signedIn();
    api.accepted.clear();
    const logout = tab.client.POST('/auth/logout');
    await expect(logout).resolves.toBeDefined(); // the fake API answers /auth/* without checking
    expect(api.log[0]?.auth).toBe(`Bearer ${token}`);
    const rejecting = createTab({
      storage: tab.storage,
      fetch: async () =>
        new Response(JSON.stringify({ message: 'Token scaduto' }), { status: 401 }),
    });
    await rejection(rejecting.client.POST('/auth/logout'));
    expect(api.state.refreshCalls).toBe(0);
    expect(rejecting.events).toEqual([]);
  });
});

describe('auth middleware: 403 and network failures', () => {
  it('a 403 clears auth and signals the redirect to /login', async () => {
    const { tab } = signedIn();
    const error = await rejection(tab.client.GET('/admin/signup-tokens'));
    expect(error.status).toBe(403);
    expect(tab.store.getToken()).toBeNull();
    expect(tab.store.getUser()).toBeNull();
    expect(tab.events).toEqual([{ type: 'redirect', to: '/login', reason: 'forbidden' }]);
  });

  it('a 403 of a plan’s limit refuses the call only: the user stays signed in', async () => {
    const api = createFakeApi();
    const token = accessToken();
    api.accepted.add(token);
    const message = 'Il piano Base comprende fino a 2 operatori: passa a Pro per aggiungerne altri';
    const tab = createTab({
      storage: signedInStorage(token, api.state.currentRefresh),
      fetch: async (request) =>
        new URL(request.url).pathname.endsWith('/hairdressers')
          ? Response.json({ message, code: 'PLAN_LIMIT' }, { status: 403 })
          : api.fetch(request),
    });
    const error = await rejection(
      tab.client.POST('/hairdressers', { body: { name: 'Sara Conti' } }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe(message);
    expect(tab.store.getToken()).toBe(token);
    expect(tab.events).toEqual([]);
  });

  it('a network failure rejects with a network ApiError', async () => {
    const tab = createTab({
      storage: createMemoryStorage(),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await rejection(tab.client.GET('/services'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network Error');
  });

  it('a cancelled request stays a cancellation (TanStack Query cancels with AbortSignal)', async () => {
    const tab = createTab({
      storage: createMemoryStorage(),
      fetch: (request) =>
        new Promise((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const controller = new AbortController();
    const call = tab.client.GET('/services', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('validToken (route guards)', () => {
  it('returns the valid token, else a refreshed one, else null', async () => {
    const { tab, token } = signedIn();
    expect(await tab.auth.queue.validToken()).toBe(token);

    const api = createFakeApi();
    const expired = createTab({
      storage: signedInStorage(accessToken(nowSeconds - 5), api.state.currentRefresh),
      fetch: api.fetch,
    });
    const fresh = await expired.auth.queue.validToken();
    expect(fresh).not.toBeNull();
    expect(api.accepted.has(fresh ?? '')).toBe(true);

    const none = createTab({
      storage: signedInStorage(accessToken(nowSeconds - 5), null),
      fetch: api.fetch,
    });
    expect(await none.auth.queue.validToken()).toBeNull();
    expect(refreshToken()).not.toBe(refreshToken());
  });
});
