import { Link, createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import {
  adminJobsQueryOptions,
  adminSalonsQueryOptions,
  signupTokensQueryOptions,
} from '@agendina/api';
import { FailedJobs } from '../../../features/admin/jobs/FailedJobs.tsx';
import { InvitesSection } from '../../../features/admin/invites/InvitesSection.tsx';
import { SalonsSection } from '../../../features/admin/salons/SalonsSection.tsx';
import {
  salonsParamsOf,
  salonsSearchOf,
  salonsSearchOfView,
  salonsViewOf,
} from '../../../features/admin/salons/salons-search.ts';
import { PageSection } from '../../../features/salon/PageSection.tsx';
import * as layout from '../../../features/salon/layout.css.ts';

export const Route = createFileRoute('/_app/_admin/admin/')({
  staticData: { title: 'Amministrazione', private: true },
  validateSearch: salonsSearchOf,
  loaderDeps: ({ search }) => search,
  // Each section shows its own loading text and failure (useSuspenseQuery under
  // QueryBoundary): started, not awaited, so the page shows at once.
  loader: ({ context: { queryClient, api }, deps }) => {
    void queryClient.prefetchQuery(
      adminSalonsQueryOptions(api, salonsParamsOf(salonsViewOf(deps))),
    );
    void queryClient.prefetchQuery(signupTokensQueryOptions(api));
    void queryClient.prefetchQuery(adminJobsQueryOptions(api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: AmministrazionePage,
});

/** /admin: the salons, the invitations that let a new salon sign up, the failed background jobs. */
function AmministrazionePage() {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <main className={layout.page}>
      <h1 className={layout.title}>Amministrazione</h1>
      <p>
        <Link to="/admin/registro">Registro attività</Link>: ogni azione degli amministratori, con
        chi, cosa, quando e su quale salone.
      </p>
      <PageSection id="saloni-title" title="Saloni">
        <SalonsSection
          view={salonsViewOf(Route.useSearch())}
          onChange={(next) => {
            // A search still waiting for typing to stop must not pull the admin back from the
            // salon they just opened.
            if (router.latestLocation.pathname !== '/admin') return;
            void navigate({ to: '/admin', search: salonsSearchOfView(next), resetScroll: false });
          }}
        />
      </PageSection>
      <PageSection id="inviti-title" title="Inviti">
        <p className={layout.muted}>
          Un invito permette a un nuovo salone di iscriversi: copia il link e mandalo al salone.
        </p>
        <InvitesSection />
      </PageSection>
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
