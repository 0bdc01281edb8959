// Test support: the typed client over a fetch that records each request and answers it.
import { createApiClient } from '../client/create-api-client.ts';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string;
  headers: Headers;
}

/** A client over a fetch that records each request and answers `answer(request)`. */
export function recording(answer: (request: Request) => { status?: number; body: unknown }) {
  const requests: RecordedRequest[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (request: Request) => {
      requests.push({
        method: request.method,
        url: new URL(request.url),
        body: await request.text(),
        headers: request.headers,
      });
      const { status = 200, body } = answer(request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, requests };
}
