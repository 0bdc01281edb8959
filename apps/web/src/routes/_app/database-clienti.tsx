import { createFileRoute } from '@tanstack/react-router';
import { clientsQueryOptions } from '@agendina/api';
import { ClientsArchive } from '../../features/clients/ClientsArchive.tsx';
import { api } from '../../lib/api.ts';

export const Route = createFileRoute('/_app/database-clienti')({
  staticData: { title: 'Archivio clienti', private: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(clientsQueryOptions(api)),
  component: ClientsArchive,
});
