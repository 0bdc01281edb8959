import { createFileRoute } from '@tanstack/react-router';
import { supportTicketsQueryOptions } from '@agendina/api';
import { SupportPage } from '../../features/support/SupportPage.tsx';

export const Route = createFileRoute('/_app/assistenza')({
  staticData: { title: 'Assistenza', private: true },
  // The tickets show their own loading text and failure: started, not awaited.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(supportTicketsQueryOptions(context.api));
  },
  component: SupportPage,
});
