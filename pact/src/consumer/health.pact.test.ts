import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { createApiClient, healthQueryOptions } from '@agendina/api';
import { QueryClient } from '@tanstack/react-query';
import { states } from '../shared/provider-states.ts';
import { createPact } from './pact-setup.ts';

describe('GET /health', () => {
  it('tells the app the service and its database answer', async () => {
    await createPact()
      .addInteraction()
      .given(states.apiRunning)
      .uponReceiving('a health check')
      .withRequest('GET', '/health')
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          // The app reads only the status (the database state is for operators, not for it).
          status: MatchersV3.regex('^(ok|degraded)$', 'ok'),
        });
      })
      .executeTest(async (mockServer) => {
        const client = createApiClient({ baseUrl: mockServer.url });
        const health = await new QueryClient().fetchQuery(healthQueryOptions(client));
        expect(health.status).toBe('ok');
      });
  });
});
