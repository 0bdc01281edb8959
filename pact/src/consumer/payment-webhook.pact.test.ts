import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { TEST_SIGNATURE_HEADER, signatureHeader } from '@agendina/server';
import { states } from '../shared/provider-states.ts';
import { TEST_PAYMENTS_CONSUMER, TEST_WEBHOOK_SECRET } from '../shared/test-payments.ts';
import { pactDir } from './pact-setup.ts';

const { boolean, regex } = MatchersV3;

/**
 * The webhook is not called by the web app but by the payment provider: its consumer is the
 * built-in test provider (agendina-test-payments), signing as it signs. The signature holds a
 * timestamp, so the provider verification signs the bytes it sends again with the server's
 * secret (pact/src/provider/auth.ts, requestFilter); the contract fixes the header's shape.
 */
const webhookPact = () =>
  new PactV4({
    consumer: TEST_PAYMENTS_CONSUMER,
    provider: 'agendina-api',
    dir: pactDir,
    logLevel: 'warn',
  });

const failedRenewal = {
  id: 'tev_rinnovo_fallito_0001',
  object: 'event',
  type: 'invoice.payment_failed',
  data: {
    object: {
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'tsu_pro_bellavista' },
      },
    },
  },
};

describe('Payment provider webhook (agendina-test-payments)', () => {
  it('POST /subscription/webhooks/test', async () => {
    const body = JSON.stringify(failedRenewal);
    await webhookPact()
      .addInteraction()
      .given(states.subscribed)
      .uponReceiving('a signed event of a failed renewal from the test provider')
      .withRequest('POST', '/subscription/webhooks/test', (request) => {
        request
          .headers({
            'Content-Type': 'application/json',
            [TEST_SIGNATURE_HEADER]: regex(
              '^t=\\d+,v1=[0-9a-f]{64}$',
              signatureHeader(body, TEST_WEBHOOK_SECRET, 1_900_000_000),
            ),
          })
          .jsonBody(failedRenewal);
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ received: boolean(true), duplicate: boolean(false) });
      })
      .executeTest(async (mockServer) => {
        // As the test provider's page delivers it: signed over the exact bytes it sends.
        const response = await fetch(`${mockServer.url}/subscription/webhooks/test`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [TEST_SIGNATURE_HEADER]: signatureHeader(body, TEST_WEBHOOK_SECRET),
          },
          body,
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ received: true, duplicate: false });
      });
  });
});
