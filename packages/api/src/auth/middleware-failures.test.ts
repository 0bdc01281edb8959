// The auth middleware: a 403, a plan’s limit, network failures and cancellations; route guards.
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/store.ts';
import {
  accessToken,
  createFakeApi,
  createTab,
  nowSeconds,
  refreshToken,
  signedInStorage,
} from '../testing/fake-api.ts';
import { rejection, signedIn } from '../testing/signed-in.ts';

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
