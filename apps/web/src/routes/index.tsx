import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { healthQueryOptions } from '@agendina/api';
import { QueryBoundary } from '../lib/query-boundary.tsx';
import { useApi } from '../lib/router-context.ts';

export const Route = createFileRoute('/')({
  staticData: { title: 'Il gestionale per saloni', private: false },
  // The status line shows the check while it runs: started, not awaited (the page is not held).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(healthQueryOptions(context.api));
  },
  component: Home,
});

function Home() {
  const refused = useRouterState({ select: (state) => state.location.state.invitationRefused });
  return (
    <main>
      {refused ? <p role="alert">{refused}</p> : null}
      <h1>Agendina</h1>
      <p>Il gestionale per parrucchieri, estetisti e massaggiatori.</p>
      <p role="status">
        <QueryBoundary
          loading="Verifica del servizio..."
          failure={() => 'Servizio non raggiungibile'}
        >
          <ServiceCheck />
        </QueryBoundary>
      </p>
    </main>
  );
}

/** The answer of the health check (the same query the loader started). */
function ServiceCheck() {
  useSuspenseQuery(healthQueryOptions(useApi()));
  return 'Servizio attivo';
}
