import { useLocation } from '@tanstack/react-router';
import { Spinner, PageSection, Page, PageTitle } from '@agendina/ui';
import { auth, sessionStore } from '../../lib/api.ts';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { CheckoutResult } from './CheckoutResult.tsx';
import { CurrentSubscription } from './CurrentSubscription.tsx';
import { PlanChooser } from './PlanChooser.tsx';
import { SessionExpiredAlert } from './SessionExpiredAlert.tsx';

/** No token left to use or to refresh with: the auth layer ended the session. */
const sessionEnded = () =>
  sessionStore.getToken() === null && sessionStore.getRefreshToken() === null;

/**
 * /subscription (MODULES.md "Subscription"): the outcome of a checkout just finished, the
 * salon's plan and status, and the plans to subscribe to. Each part loads and fails in place.
 */
export function SubscriptionPage() {
  const returned = useLocation({ select: (location) => location.state.checkoutReturn });

  return (
    <Page>
      <PageTitle>Abbonamento</PageTitle>
      {returned ? (
        <PageSection id="esito-title" title="Esito del pagamento">
          <QueryBoundary loading={<Spinner label="Verifica del pagamento in corso..." />}>
            <CheckoutResult returned={returned} />
          </QueryBoundary>
        </PageSection>
      ) : null}
      <PageSection id="abbonamento-title" title="Il tuo abbonamento">
        <QueryBoundary loading={<Spinner label="Caricamento dell'abbonamento..." />}>
          <CurrentSubscription />
        </QueryBoundary>
      </PageSection>
      <PageSection id="piani-title" title="Piani">
        <QueryBoundary loading={<Spinner label="Caricamento dei piani..." />}>
          <PlanChooser />
        </QueryBoundary>
      </PageSection>
      <SessionExpiredAlert events={auth.events} hasEnded={sessionEnded} />
    </Page>
  );
}
