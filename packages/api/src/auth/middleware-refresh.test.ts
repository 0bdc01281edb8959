// The auth middleware (SPEC.md §4): a 401 refreshes once and retries.
import { describe, expect, it } from 'vitest';
import {
  accessToken,
  createFakeApi,
  createTab,
  nowSeconds,
  signedInStorage,
} from '../testing/fake-api.ts';
import { rejection, signedIn } from '../testing/signed-in.ts';

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
