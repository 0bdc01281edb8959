import { createFileRoute } from '@tanstack/react-router';
import { conversationsQueryOptions } from '@agendina/api';
import { CommunicationsPage } from '../../features/communications/CommunicationsPage.tsx';
import { conversationSearchOf } from '../../features/communications/conversation-search.ts';

/** /comunicazioni?conversazione=41 opens that conversation (the client card links here). */
export const Route = createFileRoute('/_app/comunicazioni')({
  staticData: { title: 'Comunicazioni', private: true },
  validateSearch: conversationSearchOf,
  // The inbox shows its own loading text, and a failure with 'Riprova', under its own Suspense
  // boundary (useSuspenseQuery): started, not awaited, so the page and the search field show at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(conversationsQueryOptions(context.api, { q: '' }));
  },
  // Split with the page: its query modules stay out of the app's entry (/login's budget).
  codeSplitGroupings: [['loader', 'component']],
  component: ComunicazioniPage,
});

function ComunicazioniPage() {
  const { conversazione } = Route.useSearch();
  const { now } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CommunicationsPage
      openId={conversazione ?? null}
      now={now}
      onOpenChange={(id) =>
        void navigate({
          search: id === null ? {} : { conversazione: id },
          replace: id === null,
          resetScroll: false,
        })
      }
    />
  );
}
