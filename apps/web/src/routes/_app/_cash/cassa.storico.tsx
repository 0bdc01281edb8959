import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { hairdressersQueryOptions, listReceiptsQueryOptions } from '@agendina/api';
import { Spinner } from '@agendina/ui';
import { CashHistoryPage } from '../../../features/cash/history/CashHistoryPage.tsx';
import {
  historyFiltersOf,
  historySearchOf,
  listParamsOf,
} from '../../../features/cash/history/history-filters.ts';
import { useClock } from '../../../lib/router-context.ts';
import { ensureListOrEmpty } from '../../../lib/route-data.ts';
import { salonToday } from '../../../lib/date-range.ts';
import { receiptsSearchOf } from '../../../features/cash/history/receipts-search.ts';

export const Route = createFileRoute('/_app/_cash/cassa/storico')({
  staticData: { title: 'Storico scontrini', private: true },
  validateSearch: receiptsSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, now }, deps }) => {
    const today = salonToday(now).toString();
    // The page of receipts is started, not awaited: its own boundary shows loading and failure.
    void queryClient.prefetchQuery(
      listReceiptsQueryOptions(api, listParamsOf(historyFiltersOf(deps, today))),
    );
    return ensureListOrEmpty(queryClient, hairdressersQueryOptions(api));
  },
  // The loader reads today with Temporal: it loads with the page, not in the app's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  component: StoricoScontriniPage,
  pendingComponent: () => <Spinner aria-label="Caricamento dello storico" />,
});

function StoricoScontriniPage() {
  const navigate = useNavigate();
  const today = salonToday(useClock()).toString();
  return (
    <CashHistoryPage
      filters={historyFiltersOf(Route.useSearch(), today)}
      onChange={(next) =>
        void navigate({
          to: '/cassa/storico',
          search: historySearchOf(next, today),
          resetScroll: false,
        })
      }
    />
  );
}
