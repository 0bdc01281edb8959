import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { userKeys } from './users.ts';

export type Plan = components['schemas']['Plan'];
export type Subscription = components['schemas']['Subscription'];
export type CheckoutResult = components['schemas']['CheckoutResult'];
export type CheckoutCreateRequest = components['schemas']['CheckoutCreateRequest'];

export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => ['subscription', 'plans'] as const,
  current: () => ['subscription', 'current'] as const,
  checkout: (checkoutId: string, cancelled: boolean) =>
    ['subscription', 'checkout', checkoutId, cancelled] as const,
};

/** The public plan catalogue (no session needed). */
export const plansQueryOptions = (client: ApiClient) =>
  endpointQuery(subscriptionKeys.plans(), (signal) =>
    client.GET('/subscription/plans', { signal }),
  );

/** The caller's salon subscription. Never for an ADMIN account: its 403 signs the client out. */
export const subscriptionQueryOptions = (client: ApiClient) =>
  endpointQuery(subscriptionKeys.current(), (signal) => client.GET('/subscription', { signal }));

/**
 * The outcome of a checkout on return from the provider. The server asks the provider and
 * applies it idempotently, so this POST is safe to read as a query; it never goes stale (the
 * outcome of a finished checkout does not change). The answer holds no subscription (a public
 * call, issue #32): the subscription query is read again after it.
 */
export const checkoutResultQueryOptions = (
  client: ApiClient,
  checkoutId: string,
  cancelled = false,
) =>
  queryOptions({
    queryKey: subscriptionKeys.checkout(checkoutId, cancelled),
    queryFn: async ({ signal, client: queryClient }) => {
      const result = await dataOfCall(
        client.POST('/subscription/checkout/verify', {
          body: cancelled ? { checkoutId, cancelled } : { checkoutId },
          signal,
        }),
      );
      // A paid plan may have turned the digital cash desk on (issue #36): the account is read
      // again with the subscription.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() }),
        queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      ]);
      return result;
    },
    staleTime: Infinity,
  });

/** "Abbonati": the checkout at the provider; the caller sends the browser to its url. */
export const createCheckoutMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['subscription', 'checkout', 'create'],
    mutationFn: (body: CheckoutCreateRequest) =>
      dataOfCall(client.POST('/subscription/checkout', { body })),
  });

const subscriptionChange = (
  client: ApiClient,
  path: '/subscription/cancel' | '/subscription/resume',
) =>
  mutationOptions({
    mutationKey: ['subscription', path],
    mutationFn: () => dataOfCall(client.POST(path)),
    onSuccess: (subscription, _v, _r, { client: queryClient }) =>
      queryClient.setQueryData(subscriptionKeys.current(), subscription),
  });

/** Disdetta at the end of the period paid for. */
export const cancelSubscriptionMutation = (client: ApiClient) =>
  subscriptionChange(client, '/subscription/cancel');

/** Undo the disdetta before the period ends. */
export const resumeSubscriptionMutation = (client: ApiClient) =>
  subscriptionChange(client, '/subscription/resume');
