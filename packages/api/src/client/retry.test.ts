import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { shouldRetryQuery } from './retry.ts';

const http = (status: number) => new ApiError({ kind: 'http', status });

describe('shouldRetryQuery', () => {
  it('retries network failures and 5xx twice', () => {
    const network = new ApiError({ kind: 'network' });
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, network))).toEqual([true, true, false]);
    expect(shouldRetryQuery(0, http(503))).toBe(true);
  });

  it('never retries a 4xx, a blocked session or a non-API error', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetryQuery(0, http(status))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'session', status: 401 }))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });
});
