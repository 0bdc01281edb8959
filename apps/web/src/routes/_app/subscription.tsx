import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  checkoutResultQueryOptions,
  plansQueryOptions,
  subscriptionKeys,
  subscriptionQueryOptions,
} from '@agendina/api';
import {
  checkoutReturnOf,
  subscriptionSearchOf,
} from '../../features/subscription/checkout-return.ts';
import { SubscriptionPage } from '../../features/subscription/SubscriptionPage.tsx';

/** /subscription (MODULES.md "Subscription"): plans, the salon's subscription, the checkout. */
export const Route = createFileRoute('/_app/subscription')({
  staticData: { title: 'Abbonamento', private: true },
  // An ADMIN account has no salon: GET /subscription would answer 403 and sign it out.
  beforeLoad: ({ context }) => {
    if (context.auth.isAdmin()) throw redirect({ to: '/admin', replace: true });
  },
  validateSearch: subscriptionSearchOf,
  loaderDeps: ({ search }) => ({ returned: checkoutReturnOf(search) }),
  loader: ({ context, deps: { returned } }) => {
    // Started, not awaited: each part shows its own loading text (useSuspenseQuery).
    void context.queryClient.prefetchQuery(plansQueryOptions(context.api));
    if (returned === null) {
      void context.queryClient.prefetchQuery(subscriptionQueryOptions(context.api));
      return;
    }
    // The subscription is read again once the verify has applied the payment: a read that
    // crossed it on the way would show the status from before (the banner too).
    void context.queryClient
      .prefetchQuery(
        checkoutResultQueryOptions(context.api, returned.checkoutId, returned.cancelled),
      )
      .then(() => context.queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() }));
    // The params leave the address (a reload or a shared link must not look like a return);
    // the result stays, read from history state.
    throw redirect({
      to: '/subscription',
      search: {},
      replace: true,
      state: (previous) => ({ ...previous, checkoutReturn: returned }),
    });
  },
  codeSplitGroupings: [['loader', 'component']],
  component: SubscriptionPage,
});
