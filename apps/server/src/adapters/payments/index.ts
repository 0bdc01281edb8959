import type { PaymentSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { stripePaymentAdapter } from './stripe.ts';
import { testPaymentAdapter } from './test-provider.ts';
import type { PaymentAdapter } from './types.ts';

export type { PaymentAdapter } from './types.ts';

/** The adapter of the settings (config.ts reads them from PAYMENT_PROVIDER and its variables). */
export function paymentAdapterOf(db: Database, settings: PaymentSettings): PaymentAdapter {
  return settings.provider === 'stripe'
    ? stripePaymentAdapter(settings)
    : testPaymentAdapter(db, settings.testWebhookSecret);
}
