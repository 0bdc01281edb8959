import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { healthQueryOptions } from '@agendina/api';
import { useApi } from '../lib/router-context.ts';

export const Route = createFileRoute('/')({
  staticData: { title: 'Il gestionale per saloni', private: false },
  // The status line shows the check while it runs: started, not awaited.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(healthQueryOptions(context.api));
  },
  component: Home,
});

function Home() {
  const health = useQuery(healthQueryOptions(useApi()));
  return (
    <main>
      <h1>Agendina</h1>
      <p>Il gestionale per parrucchieri, estetisti e massaggiatori.</p>
      <p role="status">
        {health.isPending
          ? 'Verifica del servizio...'
          : health.isSuccess
            ? 'Servizio attivo'
            : 'Servizio non raggiungibile'}
      </p>
    </main>
  );
}
