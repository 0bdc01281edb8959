import { createFileRoute } from '@tanstack/react-router';
import { adminJobsQueryOptions } from '@agendina/api';
import { FailedJobs } from '../../../features/admin/jobs/FailedJobs.tsx';
import { PageSection } from '../../../features/salon/PageSection.tsx';
import * as layout from '../../../features/salon/layout.css.ts';

export const Route = createFileRoute('/_app/_admin/admin/')({
  staticData: { title: 'Amministrazione', private: true },
  // The dead jobs show their own loading text and failure (useSuspenseQuery under
  // QueryBoundary): started, not awaited, so the page shows at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminJobsQueryOptions(context.api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: AmministrazionePage,
});

/** /admin: for now the background jobs that did not go through; salons and invitations come with issue #18. */
function AmministrazionePage() {
  return (
    <main className={layout.page}>
      <h1 className={layout.title}>Amministrazione</h1>
      <p className={layout.muted}>
        Le altre sezioni dell'amministrazione (saloni, inviti, dettaglio del salone) sono in arrivo:
        le stiamo preparando e saranno disponibili a breve.
      </p>
      <PageSection id="attivita-title" title="Attività non riuscite">
        <p className={layout.muted}>
          E-mail e trasmissioni fiscali che non sono partite dopo tutti i tentativi, o che il
          servizio ha rifiutato. «Riprova» le rimette in coda.
        </p>
        <FailedJobs />
      </PageSection>
    </main>
  );
}
