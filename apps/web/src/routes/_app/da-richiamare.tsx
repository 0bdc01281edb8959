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
  // Split with the page: the query module and the kit's Progress stay out of the app's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  pendingComponent: () => <Spinner label="Caricamento delle richieste..." />,
});
