import { createFileRoute } from '@tanstack/react-router';
import { orderedServicesQueryOptions } from '@agendina/api';
import { ServicesManager } from '../../features/services/ServicesManager.tsx';
import { api } from '../../lib/api.ts';

export const Route = createFileRoute('/_app/servizi')({
  staticData: { title: 'Servizi', private: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(orderedServicesQueryOptions(api)),
  component: ServicesManager,
});
