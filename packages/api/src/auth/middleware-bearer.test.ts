// The auth middleware (SPEC.md §7): the bearer, client-side blocking, and logout.
import { describe, expect, it, vi } from 'vitest';
import {
  accessToken,
  createFakeApi,
  createTab,
  nowSeconds,
  signedInStorage,
} from '../testing/fake-api.ts';
import { rejection, signedIn } from '../testing/signed-in.ts';

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
