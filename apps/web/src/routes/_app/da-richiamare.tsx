import { createFileRoute } from '@tanstack/react-router';
import { callbacksQueryOptions } from '@agendina/api';
import { Spinner } from '@agendina/ui';
import { CallbacksPage } from '../../features/callbacks/CallbacksPage.tsx';
import { ensureListOrEmpty } from '../../lib/route-data.ts';

export const Route = createFileRoute('/_app/da-richiamare')({
  staticData: { title: 'Clienti da richiamare', private: true },
  loader: ({ context }) =>
    ensureListOrEmpty(context.queryClient, callbacksQueryOptions(context.api)),
  component: CallbacksPage,
  // The spinner loads with the page, so the kit's Progress stays out of the app's entry.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <Spinner label="Caricamento delle richieste..." />,
});
