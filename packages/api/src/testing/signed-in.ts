// The middleware tests' shared steps: a tab signed in against the fake API, and a call's ApiError.
import { expect } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { accessToken, createFakeApi, createTab, signedInStorage } from './fake-api.ts';

/** The ApiError a call rejects with (fails the test when it resolves). */
export const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

/** A tab whose stored token the fake API accepts. */
export function signedIn(options: Parameters<typeof createFakeApi>[0] = {}, token = accessToken()) {
  const api = createFakeApi(options);
  api.accepted.add(token);
  const tab = createTab({
    storage: signedInStorage(token, api.state.currentRefresh),
    fetch: api.fetch,
  });
  return { api, tab, token };
}
