import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { purchaseOrdersQueryOptions } from '@agendina/api';
import { OrdersPage } from '../../features/warehouse/orders/OrdersPage.tsx';
import {
  orderListParamsOf,
  ordersSearchOf,
  type OrdersSearch,
} from '../../features/warehouse/orders/orders-search.ts';
import { definedOnly } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/magazzino/ordini/')({
  staticData: { title: 'Ordini ai fornitori', private: true },
  validateSearch: ordersSearchOf,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the list shows its own loading and failure under its boundary.
  loader: ({ context: { queryClient, api }, deps }) => {
    void queryClient.prefetchQuery(purchaseOrdersQueryOptions(api, orderListParamsOf(deps)));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: OrdiniAiFornitoriPage,
});

function OrdiniAiFornitoriPage() {
  const navigate = useNavigate();
  return (
    <OrdersPage
      search={Route.useSearch()}
      onSearch={(search: OrdersSearch) =>
        void navigate({ to: '/magazzino/ordini', search: definedOnly(search), resetScroll: false })
      }
    />
  );
}
