/** The second consumer of agendina-api: the built-in test payment provider's webhook sender. */
export const TEST_PAYMENTS_CONSUMER = 'agendina-test-payments';

/** The test provider's webhook secret in the pact runs (the verified server is started with it). */
export const TEST_WEBHOOK_SECRET = 'whsec_pact_agendina_test_payments_0123456789';
