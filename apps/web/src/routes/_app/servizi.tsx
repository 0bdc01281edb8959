import { createFileRoute } from '@tanstack/react-router';
import { orderedServicesQueryOptions } from '@agendina/api';
import { ensureListOrEmpty } from '../../lib/route-data.ts';
import { ServicesManager } from '../../features/services/ServicesManager.tsx';

export const Route = createFileRoute('/_app/servizi')({
  staticData: { title: 'Servizi', private: true },
  loader: ({ context }) =>
    ensureListOrEmpty(context.queryClient, orderedServicesQueryOptions(context.api)),
  // The loader's query code loads with the page, not in the app's entry (the /login budget).
  codeSplitGroupings: [['loader', 'component']],
  component: ServicesManager,
});
