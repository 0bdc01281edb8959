import { createFileRoute } from '@tanstack/react-router';
import {
  adminJobsQueryOptions,
  adminSalonsQueryOptions,
  signupTokensQueryOptions,
} from '@agendina/api';
import {
  salonsParamsOf,
  salonsSearchOf,
  salonsViewOf,
} from '../../../features/admin/salons/salons-search.ts';
import { AdminPage } from '../../../features/admin/AdminPage.tsx';

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
  component: AmministrazioneRoute,
});

function AmministrazioneRoute() {
  return <AdminPage search={Route.useSearch()} />;
}
