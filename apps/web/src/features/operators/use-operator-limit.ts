import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryOptions, type Hairdresser } from '@agendina/api';
import { operatorLimitRefusal } from '@agendina/scheduling';
import { useApi } from '../../lib/router-context.ts';

/**
 * Asks, when the user wants a new operator, whether the salon's plan allows one more: the reason
 * it does not (issue #36), said before the form, or null. The same rule as the server's 403
 * (operatorLimitRefusal). The subscription is read then, from the cache or the server, so a
 * press before it has loaded still gets the answer; if it cannot be read, the form opens and
 * the server decides.
 */
export function useOperatorLimit(operators: readonly Hairdresser[]): () => Promise<string | null> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const subscription = await queryClient
      .ensureQueryData(subscriptionQueryOptions(api))
      .catch(() => null);
    if (!subscription) return null;
    const active = operators.filter((o) => o.active).length;
    return operatorLimitRefusal(subscription.status, subscription.planCode, active);
  }, [api, queryClient, operators]);
}
