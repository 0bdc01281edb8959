import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { accessToken, createFakeApi, createTab, signedInStorage } from '../testing/fake-api.ts';
import { createInTabLock } from './cross-tab-lock.ts';

/**
 * Model-based: N concurrent requests all meet a 401 (the server stopped accepting the access
 * token). fast-check's scheduler delivers every fetch answer in an arbitrary interleaving, so
 * 401s arrive before, during and after the refresh.
 */
describe('refresh queue under concurrency (fc.scheduler)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('N concurrent 401s cause exactly one refresh, and each request is retried exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 8 }), async (s, n) => {
        const api = createFakeApi();
        const tab = createTab({
          storage: signedInStorage(accessToken(), api.state.currentRefresh),
          fetch: s.scheduleFunction(api.handle),
        });
        const calls = ids(n).map((id) =>
          id % 2 === 0
            ? tab.client.GET('/clients/{id}', { params: { path: { id } } })
            : tab.client.PUT('/clients/{id}', {
                params: { path: { id } },
                body: { name: `Cliente ${id}` },
              }),
        );
        const settled = Promise.allSettled(calls);
        await s.waitFor(settled);
        const results = await settled;

        expect(api.state.refreshCalls).toBe(1);
        expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
        const fresh = `Bearer ${tab.store.getToken()}`;
        for (const id of ids(n)) {
          const sent = api.log.filter((r) => r.path === `/clients/${id}`);
          expect(sent).toHaveLength(2);
          expect(sent[1]?.auth).toBe(fresh);
          expect(sent[1]?.body).toBe(sent[0]?.body);
        }
        expect(tab.events).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('a failed refresh rejects them all and fires exactly one force-logout', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(
          { status: 401, message: 'Refresh token expired' },
          { status: 401, message: 'Refresh token has been invalidated' },
          { status: 500, message: 'Errore' },
        ),
        async (s, n, refusal) => {
          const api = createFakeApi({ refresh: refusal });
          const tab = createTab({
            storage: signedInStorage(accessToken(), api.state.currentRefresh),
            fetch: s.scheduleFunction(api.handle),
          });
          const settled = Promise.allSettled(
            ids(n).map((id) => tab.client.GET('/clients/{id}', { params: { path: { id } } })),
          );
          await s.waitFor(settled);
          const results = await settled;

          expect(api.state.refreshCalls).toBe(1);
          for (const result of results) {
            expect(result.status).toBe('rejected');
            const reason = (result as PromiseRejectedResult).reason as ApiError;
            expect(reason).toBeInstanceOf(ApiError);
            expect(reason.status).toBe(401);
          }
          for (const id of ids(n)) {
            expect(api.log.filter((r) => r.path === `/clients/${id}`)).toHaveLength(1);
          }
          expect(
            tab.events.filter((e) => (e as { type: string }).type === 'force-logout'),
          ).toHaveLength(1);
          expect(tab.store.getToken()).toBeNull();
          expect(tab.store.getRefreshToken()).toBeNull();
          expect(tab.store.getUser()).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('refresh across tabs', () => {
  it('two tabs sharing storage and the lock refresh once: the second adopts the rotated token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const api = createFakeApi();
        const storage = signedInStorage(accessToken(), api.state.currentRefresh);
        const lock = createInTabLock(); // stands for navigator.locks, shared by the origin's tabs
        const fetch = s.scheduleFunction(api.handle);
        const tabA = createTab({ storage, fetch, lock });
        const tabB = createTab({ storage, fetch, lock });
        const settled = Promise.allSettled([
          tabA.client.GET('/clients/{id}', { params: { path: { id: 1 } } }),
          tabB.client.GET('/clients/{id}', { params: { path: { id: 2 } } }),
        ]);
        await s.waitFor(settled);
        const results = await settled;
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
        expect(api.state.refreshCalls).toBe(1);
        expect(tabA.events).toEqual([]);
        expect(tabB.events).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('a tab whose token another tab already rotated does not refresh at all', async () => {
    const api = createFakeApi();
    const stale = accessToken();
    const storage = signedInStorage(stale, api.state.currentRefresh);
    const tab = createTab({ storage, fetch: api.fetch });
    // Another tab rotated meanwhile: the store already holds a newer valid token.
    const newer = accessToken();
    api.accepted.add(newer);
    tab.store.setToken(newer);
    expect(await tab.auth.queue.refresh(stale)).toBe(newer);
    expect(api.state.refreshCalls).toBe(0);
  });
});
