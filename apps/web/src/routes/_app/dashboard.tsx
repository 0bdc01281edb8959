import { createFileRoute } from '@tanstack/react-router';
import { Temporal } from 'temporal-polyfill';
import { guard } from '../../auth/guard.ts';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';
import { dashboardSearchOf } from '../../features/dashboard/dashboard-search.ts';
import { loadDashboard } from '../../features/dashboard/dashboard-loader.ts';
import { useDashboardCardToggles } from '../../features/salon/dashboard-toggles.ts';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard', private: true },
  // An ADMIN opening the dashboard goes to /admin (SPEC.md §6).
  beforeLoad: ({ context, location }) => guard('dashboard', context.auth, location.pathname),
  validateSearch: dashboardSearchOf,
  // No loaderDeps on purpose: a new period must not hold the page until it is loaded (the grid
  // keeps the previous period's blocks under its loading text); the calendar's own query takes
  // the periods after the first.
  loader: ({ context, location }) =>
    loadDashboard(context, dashboardSearchOf({ ...location.search })),
  // The loader reads dates with Temporal: it loads with the page, not in the app's entry.
  codeSplitGroupings: [['loader', 'component']],
  component: Dashboard,
});

function Dashboard() {
  const { now } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The cash and warehouse cards follow the toggles of /salone (local storage, default on).
  const { cash, warehouse } = useDashboardCardToggles();
  return (
    <DashboardPage
      showCash={cash}
      showWarehouse={warehouse}
      now={Temporal.PlainDateTime.from(now())}
      search={search}
      // A new view, day or operator is the same page: the calendar keeps its place on screen.
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
    />
  );
}
