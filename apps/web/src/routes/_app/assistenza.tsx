import { createFileRoute } from '@tanstack/react-router';
import { supportTicketsQueryOptions } from '@agendina/api';
import { SupportPage } from '../../features/support/SupportPage.tsx';

export const Route = createFileRoute('/_app/assistenza')({
  staticData: { title: 'Assistenza', private: true },
  // The tickets show their own loading text and failure under their own Suspense boundary
  // (useSuspenseQuery): started, not awaited, so the form shows at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(supportTicketsQueryOptions(context.api));
  },
  // Split with the page: its query modules stay out of the app's entry (/login's budget).
  codeSplitGroupings: [['loader', 'component']],
  component: SupportPage,
});
