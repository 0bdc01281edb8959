import { createFileRoute } from '@tanstack/react-router';
import {
  currentUserQueryOptions,
  hairdressersQueryOptions,
  servicesQueryOptions,
} from '@agendina/api';
import { ensureListOrEmpty } from '../../lib/route-data.ts';
import { OperatorsManager } from '../../features/operators/OperatorsManager.tsx';

export const Route = createFileRoute('/_app/parrucchieri')({
  staticData: { title: 'Operatori', private: true },
  // The operators and the services they perform are §8 lists; the salon's hours (where a new
  // operator's own week starts) are only needed when the form opens, which waits for them.
  loader: async ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(currentUserQueryOptions(api));
    await Promise.all([
      ensureListOrEmpty(queryClient, hairdressersQueryOptions(api)),
      ensureListOrEmpty(queryClient, servicesQueryOptions(api)),
    ]);
  },
  // The loader's query code loads with the page, not in the app's entry (the /login budget).
  codeSplitGroupings: [['loader', 'component']],
  component: OperatorsManager,
});
