import { createFileRoute } from '@tanstack/react-router';
import { purchaseOrderQueryOptions } from '@agendina/api';
import { readId } from '@agendina/scheduling';
import { Spinner } from '@agendina/ui';
import { OrderPrintPage } from '../../features/warehouse/orders/OrderPrintPage.tsx';
import { QueryBoundary } from '../../lib/query-boundary.tsx';

export const Route = createFileRoute('/_app/magazzino/ordini/$id/stampa')({
  staticData: { title: 'Ordine da stampare', private: true },
  loader: ({ context: { queryClient, api }, params }) => {
    const id = readId(params.id);
    if (id !== null) void queryClient.prefetchQuery(purchaseOrderQueryOptions(api, id));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: OrdineStampaPage,
});

function OrdineStampaPage() {
  const id = readId(Route.useParams().id);
  if (id === null) return <p role="alert">Questo ordine non esiste.</p>;
  return (
    <QueryBoundary loading={<Spinner label="Caricamento dell'ordine..." />}>
      <OrderPrintPage orderId={id} />
    </QueryBoundary>
  );
}
