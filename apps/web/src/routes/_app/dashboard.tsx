import { createFileRoute } from '@tanstack/react-router';
import { Temporal } from 'temporal-polyfill';
import { guard } from '../../auth/guard.ts';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard', private: true },
  // An ADMIN opening the dashboard goes to /admin (SPEC.md §6).
  beforeLoad: ({ context, location }) => guard('dashboard', context.auth, location.pathname),
  component: Dashboard,
});

function Dashboard() {
  const { now } = Route.useRouteContext();
  return <DashboardPage showCash showWarehouse now={Temporal.PlainDateTime.from(now())} />;
}
