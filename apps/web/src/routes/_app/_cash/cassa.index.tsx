import { createFileRoute } from '@tanstack/react-router';
import { cashQueueQueryOptions } from '@agendina/api';
import { validateCashDeskSearch } from '../../../features/cash/desk/cash-desk-search.ts';
import { CashDeskPage } from '../../../features/cash/desk/CashDeskPage.tsx';

export const Route = createFileRoute('/_app/_cash/cassa/')({
  staticData: { title: 'Cassa', private: true },
  // 'Manda in Pagamento' opens the cash desk with its appointment: ?appuntamento=<id>.
  validateSearch: validateCashDeskSearch,
  // The queue loads under its own boundary (useSuspenseQuery): started here, not awaited.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(cashQueueQueryOptions(context.api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: CassaRoute,
});

function CassaRoute() {
  const { appuntamento } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CashDeskPage
      appuntamento={appuntamento}
      onSelect={(id) => void navigate({ search: id === undefined ? {} : { appuntamento: id } })}
      // The receipt page comes with /cassa/scontrino/$id: a plain path, whatever its params' type.
      onIssued={(receiptId) => void navigate({ href: `/cassa/scontrino/${receiptId}` })}
    />
  );
}
