import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@agendina/api';
import { SalonWorkspace } from '../../features/salon/SalonWorkspace.tsx';

export const Route = createFileRoute('/_app/salone')({
  staticData: { title: 'Il mio salone', private: true },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(currentUserQueryOptions(context.api)),
  // The loader's query code loads with the page, not in the app's entry (the /login budget).
  codeSplitGroupings: [['loader', 'component']],
  component: SalonWorkspace,
});
