import { createFileRoute } from '@tanstack/react-router';
import {
  adminSalonAuditQueryOptions,
  adminSalonKeysQueryOptions,
  adminSalonQueryOptions,
  adminSalonSessionsQueryOptions,
} from '@agendina/api';
import { readId } from '@agendina/scheduling';
import { Spinner, pageFrame, Page, PageTitle } from '@agendina/ui';
import { AdminSalonPage } from '../../../features/admin/salon/AdminSalonPage.tsx';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';

export const Route = createFileRoute('/_app/_admin/admin/salon/$id')({
  staticData: { title: 'Salone', private: true },
  // Every section's data starts at once; each shows its own loading text and failure.
  loader: ({ context: { queryClient, api }, params }) => {
    const id = readId(params.id);
    if (id === null) return;
    void queryClient.prefetchQuery(adminSalonQueryOptions(api, id));
    void queryClient.prefetchQuery(adminSalonSessionsQueryOptions(api, id));
    void queryClient.prefetchQuery(adminSalonKeysQueryOptions(api, id));
    void queryClient.prefetchQuery(adminSalonAuditQueryOptions(api, id, 0));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: SalonePage,
});

function SalonePage() {
  const id = readId(Route.useParams().id);
  if (id === null)
    return (
      <Page>
        <PageTitle>Salone non trovato</PageTitle>
        <p className={pageFrame.muted}>L'indirizzo non indica un salone.</p>
      </Page>
    );
  return (
    <QueryBoundary loading={<Spinner label="Caricamento del salone..." />}>
      <AdminSalonPage salonId={id} />
    </QueryBoundary>
  );
}
