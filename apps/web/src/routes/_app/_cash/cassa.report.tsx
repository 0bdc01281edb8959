import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  cashClosingsQueryOptions,
  cashReportQueryOptions,
  fiscalQueueQueryOptions,
} from '@agendina/api';
import { Spinner } from '@agendina/ui';
import { useClock } from '../../../lib/router-context.ts';
import { CashReportPage } from '../../../features/cash/report/CashReportPage.tsx';
import { reportPeriodOf, reportSearchOf } from '../../../features/cash/report/report-period.ts';
import { cashReportSearchOf } from '../../../features/cash/report/report-search.ts';
import { salonToday } from '../../../lib/date-range.ts';

export const Route = createFileRoute('/_app/_cash/cassa/report')({
  staticData: { title: 'Report di cassa', private: true },
  // A bookmarkable period: ?periodo=settimana&dal=2026-11-19; what is not valid is dropped.
  validateSearch: cashReportSearchOf,
  loaderDeps: ({ search: { periodo, dal, al } }) => ({ periodo, dal, al }),
  // Started, not awaited: the period picker shows at once, the report under its own Suspense.
  loader: ({ context: { queryClient, api, now }, deps }) => {
    const today = salonToday(now);
    const period = reportPeriodOf(deps, today);
    if (period.problem === null)
      void queryClient.prefetchQuery(cashReportQueryOptions(api, period));
    const day = today.toString();
    void queryClient.prefetchQuery(cashClosingsQueryOptions(api, { from: day, to: day }));
    void queryClient.prefetchQuery(fiscalQueueQueryOptions(api));
  },
  // Temporal and the chart load with the page, never with the app's entry (/login's budget).
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  component: ReportDiCassaPage,
  pendingComponent: () => <Spinner aria-label="Caricamento del report di cassa" />,
});

function ReportDiCassaPage() {
  const navigate = useNavigate();
  const today = salonToday(useClock());
  const period = reportPeriodOf(Route.useSearch(), today);
  return (
    <CashReportPage
      period={period}
      today={today.toString()}
      onPeriodChange={(next) =>
        void navigate({
          to: '/cassa/report',
          search: reportSearchOf(next, today),
          resetScroll: false,
        })
      }
    />
  );
}
