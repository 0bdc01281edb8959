// The payment provider's failure in the domain's words (issue #35): what a deposit's checkout, its
// verify and the staff's refund answer when the provider does not (502, with a sentence the app
// can show). The automatic refunds retry instead (refund-job.ts).
import { ProviderUnavailable } from '../../adapters/payments/types.ts';
import { Unavailable } from '../../domain/errors.ts';

export const PROVIDER_DOWN_MESSAGE =
  'Il servizio di pagamento non risponde: riprova tra qualche minuto';

/** The call, with ProviderUnavailable as the domain's Unavailable (PAYMENT_PROVIDER_UNAVAILABLE). */
export async function atProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new Unavailable(PROVIDER_DOWN_MESSAGE, 'PAYMENT_PROVIDER_UNAVAILABLE');
    throw error;
  }
}
