import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import type { paths } from '@agendina/contract';
import { dataOf } from './data-of.ts';

describe('dataOf', () => {
  it('returns the data of a success and rejects a failure even without errorMiddleware', async () => {
    const answer = (status: number, body: unknown) =>
      createClient<paths>({
        baseUrl: 'http://api.test',
        fetch: async () =>
          new Response(JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json' },
          }),
      });
    expect(dataOf(await answer(200, [{ id: 1 }]).GET('/services'))).toEqual([{ id: 1 }]);
    const result = await answer(409, { message: 'Conflitto', code: 'X' }).GET('/services');
    let error: unknown;
    try {
      dataOf(result);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'X', body: { message: 'Conflitto' } });
  });
});
