import { useQuery } from '@tanstack/react-query';
import { subscriptionQueryOptions } from '@agendina/api';
import { Inline, Link, Stack } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { needsSubscription, type SubscriptionStatus } from './subscription-text.ts';
import * as styles from './subscription.css.ts';

const headlines: Readonly<Record<SubscriptionStatus, string>> = {
  TRIALING: '',
  ACTIVE: '',
  PAST_DUE: "Il pagamento dell'ultimo rinnovo non è andato a buon fine.",
  CANCELED: 'Il tuo abbonamento è terminato.',
  NONE: 'Il periodo di prova è terminato.',
};

/**
 * The notice of a salon neither ACTIVE nor TRIALING (MODULES.md): what happened, that nothing
 * is locked or lost, and the way to /subscription. Nothing for the other two statuses.
 */
export function SubscriptionBanner({ status }: { status: SubscriptionStatus }) {
  if (!needsSubscription(status)) return null;
  return (
    <aside className={styles.banner} aria-label="Avviso sull'abbonamento">
      <Inline space="md" alignY="center" align="spaceBetween">
        <Stack space="xxs">
          <span className={styles.bannerTitle}>{headlines[status]}</span>
          <span>I tuoi dati restano al sicuro e puoi continuare a usare Agendina.</span>
        </Stack>
        <Link href="/subscription">Scegli un piano</Link>
      </Inline>
    </aside>
  );
}

/**
 * The banner of the signed-in salon, on every page of the app layout. Not suspense: the page
 * never waits for it, it appears when the subscription is known, and a failure shows nothing
 * (the /subscription page says it). Never for an ADMIN account: its 403 would sign it out.
 */
export function SalonSubscriptionBanner() {
  const api = useApi();
  const subscription = useQuery(subscriptionQueryOptions(api));
  return subscription.data ? <SubscriptionBanner status={subscription.data.status} /> : null;
}
