import { createFileRoute } from '@tanstack/react-router';
import { purchaseOrderQueryOptions } from '@agendina/api';
import { readId } from '@agendina/scheduling';
import { Spinner } from '@agendina/ui';
import { OrderDetailPage } from '../../features/warehouse/orders/OrderDetailPage.tsx';
import { QueryBoundary } from '../../lib/query-boundary.tsx';

export const Route = createFileRoute('/_app/magazzino/ordini/$id/')({
  staticData: { title: 'Ordine al fornitore', private: true },
  loader: ({ context: { queryClient, api }, params }) => {
    const id = readId(params.id);
    if (id !== null) void queryClient.prefetchQuery(purchaseOrderQueryOptions(api, id));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: OrdinePage,
});

function OrdinePage() {
  const id = readId(Route.useParams().id);
  if (id === null) return <p role="alert">Questo ordine non esiste.</p>;
  return (
    <QueryBoundary loading={<Spinner label="Caricamento dell'ordine..." />}>
      <OrderDetailPage orderId={id} />
    </QueryBoundary>
  );
}
