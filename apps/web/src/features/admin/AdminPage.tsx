import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { FailedJobs } from './jobs/FailedJobs.tsx';
import { InvitesSection } from './invites/InvitesSection.tsx';
import { SalonsSection } from './salons/SalonsSection.tsx';
import { salonsSearchOfView, salonsViewOf, type SalonsSearch } from './salons/salons-search.ts';
import { pageFrame, PageSection, Page, PageTitle } from '@agendina/ui';

/** /admin: the salons, the invitations that let a new salon sign up, the failed background jobs. */
export function AdminPage({ search }: { search: SalonsSearch }) {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <Page>
      <PageTitle>Amministrazione</PageTitle>
      <p>
        <Link to="/admin/registro">Registro attività</Link>: ogni azione degli amministratori, con
        chi, cosa, quando e su quale salone.
      </p>
      <PageSection id="saloni-title" title="Saloni">
        <SalonsSection
          view={salonsViewOf(search)}
          onChange={(next) => {
            // A search still waiting for typing to stop must not pull the admin back from the
            // salon they just opened.
            if (router.latestLocation.pathname !== '/admin') return;
            void navigate({ to: '/admin', search: salonsSearchOfView(next), resetScroll: false });
          }}
        />
      </PageSection>
      <PageSection id="inviti-title" title="Inviti">
        <p className={pageFrame.muted}>
          Un invito permette a un nuovo salone di iscriversi: copia il link e mandalo al salone.
        </p>
        <InvitesSection />
      </PageSection>
      <PageSection id="attivita-title" title="Attività non riuscite">
        <p className={pageFrame.muted}>
          E-mail e trasmissioni fiscali che non sono partite dopo tutti i tentativi, o che il
          servizio ha rifiutato. «Riprova» le rimette in coda.
        </p>
        <FailedJobs />
      </PageSection>
    </Page>
  );
}
