import { createFileRoute } from '@tanstack/react-router';
import { inventoryCountsQueryOptions } from '@agendina/api';
import { CountPage } from '../../features/warehouse/count/CountPage.tsx';

/** /magazzino/inventario: the inventory count, done on a phone in the stock room. */
export const Route = createFileRoute('/_app/magazzino/inventario')({
  staticData: { title: 'Inventario', private: true },
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(inventoryCountsQueryOptions(api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: CountPage,
});
