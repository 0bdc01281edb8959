import { createFileRoute } from '@tanstack/react-router';
import { clientsQueryOptions } from '@agendina/api';
import { ClientsArchive } from '../../features/clients/ClientsArchive.tsx';
import { emptyPage, ensureOrEmpty } from '../../lib/route-data.ts';
import { definedOnly, textOrUndefined } from '../../lib/search-params.ts';

/** /database-clienti?cerca=rossi: the archive with that search (a link, Back and reload keep it). */
export const Route = createFileRoute('/_app/database-clienti')({
  staticData: { title: 'Archivio clienti', private: true },
  validateSearch: (search: Record<string, unknown>): { cerca?: string } => ({
    cerca: textOrUndefined(search['cerca']),
  }),
  loader: ({ context }) =>
    ensureOrEmpty(context.queryClient, clientsQueryOptions(context.api), emptyPage),
  // The loader's query code loads with the page, not in the app's entry (the /login budget).
  codeSplitGroupings: [['loader', 'component']],
  component: DatabaseClientiPage,
});

function DatabaseClientiPage() {
  const { cerca } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClientsArchive
      initialTerm={cerca ?? ''}
      // Replace: each keystroke is not a page to go Back to.
      onTermChange={(term) =>
        void navigate({
          search: definedOnly({ cerca: textOrUndefined(term) }),
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
