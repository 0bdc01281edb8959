import { createFileRoute, notFound } from '@tanstack/react-router';
import { clientQueryOptions, isApiError } from '@agendina/api';
import { ClientCard, ClientNotFound } from '../../features/clients/ClientCard.tsx';

export const Route = createFileRoute('/_app/cliente/$id')({
  staticData: { title: 'Scheda cliente', private: true },
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context, params }) => {
    if (!Number.isInteger(params.id) || params.id <= 0) throw notFound();
    try {
      await context.queryClient.ensureQueryData(clientQueryOptions(context.api, params.id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: SchedaClientePage,
  notFoundComponent: ClientNotFound,
});

function SchedaClientePage() {
  const { id } = Route.useParams();
  return <ClientCard clientId={id} />;
}
