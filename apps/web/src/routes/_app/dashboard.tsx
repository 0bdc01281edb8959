import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { guard } from '../../auth/guard.ts';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard', private: true },
  // An ADMIN opening the dashboard goes to /admin (SPEC.md §6).
  beforeLoad: ({ context, location }) => guard('dashboard', context.auth, location.pathname),
  component: DashboardPage,
});

function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
