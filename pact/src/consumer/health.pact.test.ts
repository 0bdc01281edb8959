import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { createApiClient } from '@agendina/api';
import { createPact } from './pact-setup.ts';

describe('GET /health', () => {
  it('tells the app the service and its database answer', async () => {
    await createPact()
      .addInteraction()
      .given('the API is running')
      .uponReceiving('a health check')
      .withRequest('GET', '/health')
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          status: MatchersV3.regex('ok|degraded', 'ok'),
          database: MatchersV3.string('ok'),
        });
      })
      .executeTest(async (mockServer) => {
        const client = createApiClient({ baseUrl: mockServer.url });
        const { data, response } = await client.GET('/health');
        expect(response.status).toBe(200);
        expect(data?.status).toBe('ok');
      });
  });
});
