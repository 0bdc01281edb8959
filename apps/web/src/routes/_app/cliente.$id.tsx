import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  clientAppointmentsQueryOptions,
  clientQueryOptions,
  clientSchedulingPreferencesQueryOptions,
  clientServiceDurationsQueryOptions,
  conversationsQueryOptions,
  hairdressersQueryOptions,
  isApiError,
  servicesQueryOptions,
} from '@agendina/api';
import { ClientCard, ClientNotFound } from '../../features/clients/ClientCard.tsx';
import { ensureListOrEmpty } from '../../lib/route-data.ts';

export const Route = createFileRoute('/_app/cliente/$id')({
  staticData: { title: 'Scheda cliente', private: true },
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    try {
      await queryClient.ensureQueryData(clientQueryOptions(api, id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
    // The card's sections read their data with useSuspenseQuery, each in its own QueryBoundary
    // (loading text and failure in place): started here, not awaited (TanStack Router's deferred
    // loading), after the client so an unknown id asks for nothing more. The §8 lists they pick
    // from are awaited, empty when they fail.
    void queryClient.prefetchQuery(clientAppointmentsQueryOptions(api, id));
    void queryClient.prefetchQuery(clientServiceDurationsQueryOptions(api, id));
    void queryClient.prefetchQuery(clientSchedulingPreferencesQueryOptions(api, id));
    void queryClient.prefetchQuery(conversationsQueryOptions(api, { clientId: id, size: 1 }));
    await Promise.all([
      ensureListOrEmpty(queryClient, servicesQueryOptions(api)),
      ensureListOrEmpty(queryClient, hairdressersQueryOptions(api)),
    ]);
  },
  // Split with the page: its query modules stay out of the app's entry (/login's budget).
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  component: SchedaClientePage,
  notFoundComponent: ClientNotFound,
});

function SchedaClientePage() {
  const { id } = Route.useParams();
  return <ClientCard clientId={id} />;
}
