import { createFileRoute } from '@tanstack/react-router';
import { warehouseOverviewQueryOptions } from '@agendina/api';
import { WarehouseOverviewPage } from '../../features/warehouse/overview/WarehouseOverviewPage.tsx';

export const Route = createFileRoute('/_app/magazzino/')({
  staticData: { title: 'Magazzino', private: true },
  // Started, not awaited: the overview shows its own loading and failure under its boundary.
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(warehouseOverviewQueryOptions(api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: WarehouseOverviewPage,
});
