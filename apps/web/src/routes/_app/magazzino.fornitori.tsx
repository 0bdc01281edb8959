import { createFileRoute } from '@tanstack/react-router';
import { suppliersQueryOptions } from '@agendina/api';
import { SuppliersPage } from '../../features/warehouse/suppliers/SuppliersPage.tsx';

export const Route = createFileRoute('/_app/magazzino/fornitori')({
  staticData: { title: 'Fornitori', private: true },
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(suppliersQueryOptions(api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: SuppliersPage,
});
