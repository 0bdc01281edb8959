import { useSuspenseQuery } from '@tanstack/react-query';
import { checkoutResultQueryOptions } from '@agendina/api';
import { Button, Stack, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import type { CheckoutReturn } from './checkout-return.ts';
import { outcomeNotes, outcomeTitles } from './subscription-text.ts';
import * as styles from './subscription.css.ts';

/**
 * The outcome of the checkout the browser came back from, as the server checked it with the
 * provider: PAID, DECLINED (the provider's reason), CANCELED, or PENDING with 'Controlla di nuovo'.
 */
export function CheckoutResult({ returned }: { returned: CheckoutReturn }) {
  const api = useApi();
  const result = useSuspenseQuery(
    checkoutResultQueryOptions(api, returned.checkoutId, returned.cancelled),
  );
  const { outcome, message } = result.data;
  const isRefused = outcome === 'DECLINED';

  return (
    <Stack space="sm">
      {/* A refusal interrupts (alert); the other outcomes are news (status). */}
      <div role={isRefused ? 'alert' : 'status'}>
        <Stack space="xs">
          <p
            className={
              outcome === 'PAID' ? styles.success : isRefused ? pageFrame.failure : styles.planName
            }
          >
            {outcomeTitles[outcome]}
          </p>
          <p className={styles.paragraph}>{message}</p>
          <p className={pageFrame.muted}>{outcomeNotes[outcome]}</p>
        </Stack>
      </div>
      {outcome === 'PENDING' ? (
        <div>
          <Button variant="secondary" onPress={() => !result.isFetching && void result.refetch()}>
            {result.isFetching ? 'Controllo in corso...' : 'Controlla di nuovo'}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
