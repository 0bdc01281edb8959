import { createFileRoute, redirect } from '@tanstack/react-router';
import { subscriptionQueryOptions } from '@agendina/api';
import { useClock } from '../../lib/router-context.ts';
import { StatisticsPage } from '../../features/statistics/StatisticsPage.tsx';
import {
  statisticsPeriodOf,
  statisticsSearchFor,
} from '../../features/statistics/statistics-period.ts';
import { statisticsSearchOf } from '../../features/statistics/statistics-search.ts';

/** /statistiche (issue #36): the salon's figures of a period against the one before. */
export const Route = createFileRoute('/_app/statistiche')({
  staticData: { title: 'Statistiche', private: true },
  // An ADMIN account has no salon: GET /subscription would answer 403.
  beforeLoad: ({ context }) => {
    if (context.auth.isAdmin()) throw redirect({ to: '/admin', replace: true });
  },
  // A bookmarkable period: ?periodo=anno, ?periodo=intervallo&dal=…&al=…; what is not valid is
  // dropped.
  validateSearch: statisticsSearchOf,
  // Started, not awaited: the page frame shows at once; the plan decides what follows.
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(subscriptionQueryOptions(context.api)),
  codeSplitGroupings: [['loader', 'component']],
  component: Statistiche,
});

function Statistiche() {
  const navigate = Route.useNavigate();
  // The salon's wall clock, yyyy-MM-ddTHH:mm: its first ten characters are today.
  const today = useClock()().slice(0, 10);
  const period = statisticsPeriodOf(Route.useSearch(), today);
  return (
    <StatisticsPage
      period={period}
      onPeriodChange={(next) =>
        void navigate({ search: statisticsSearchFor(next), resetScroll: false })
      }
    />
  );
}
