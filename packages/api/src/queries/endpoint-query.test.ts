import createClient from 'openapi-fetch';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import type { paths } from '@agendina/contract';
import { endpointQuery } from './endpoint-query.ts';

const answering = (status: number, body: unknown, seen: Request[] = []) =>
  createClient<paths>({
    baseUrl: 'http://api.test',
    fetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });

describe('endpointQuery', () => {
  it('keeps the given key and resolves with the data of the call, given the query signal', async () => {
    const seen: Request[] = [];
    const client = answering(200, { id: 3, name: 'Taglio' }, seen);
    const options = endpointQuery(['services', 'detail', 3] as const, (signal) =>
      client.GET('/services/{id}', { params: { path: { id: 3 } }, signal }),
    );
    expect(options.queryKey).toEqual(['services', 'detail', 3]);
    const data = await new QueryClient().fetchQuery(options);
    expect(data).toEqual({ id: 3, name: 'Taglio' });
    expect(seen[0]?.url).toBe('http://api.test/services/3');
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects with an ApiError when the call fails', async () => {
    const client = answering(404, { message: 'Non trovato', code: 'NOT_FOUND' });
    const options = endpointQuery(['services', 'detail', 9] as const, (signal) =>
      client.GET('/services/{id}', { params: { path: { id: 9 } }, signal }),
    );
    const failure = new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
      options,
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
