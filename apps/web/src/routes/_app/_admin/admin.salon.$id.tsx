import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/_admin/admin/salon/$id')({
  staticData: { title: 'Salone', private: true },
  component: SalonePage,
});

function SalonePage() {
  return <ComingSoon title="Salone" />;
}
