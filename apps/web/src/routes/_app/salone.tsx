import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@agendina/api';
import { SalonWorkspace } from '../../features/salon/SalonWorkspace.tsx';
import { api } from '../../lib/api.ts';

export const Route = createFileRoute('/_app/salone')({
  staticData: { title: 'Il mio salone', private: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions(api)),
  component: SalonWorkspace,
});
