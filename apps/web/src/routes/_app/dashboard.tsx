import { createFileRoute } from '@tanstack/react-router';
import { Temporal } from 'temporal-polyfill';
import { guard } from '../../auth/guard.ts';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';
import { useDashboardCardToggles } from '../../features/salon/dashboard-toggles.ts';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard', private: true },
  // An ADMIN opening the dashboard goes to /admin (SPEC.md §6).
  beforeLoad: ({ context, location }) => guard('dashboard', context.auth, location.pathname),
  component: Dashboard,
});

function Dashboard() {
  const { now } = Route.useRouteContext();
  // The cash and warehouse cards follow the toggles of /salone (local storage, default on).
  const { cash, warehouse } = useDashboardCardToggles();
  return (
    <DashboardPage
      showCash={cash}
      showWarehouse={warehouse}
      now={Temporal.PlainDateTime.from(now())}
    />
  );
}
