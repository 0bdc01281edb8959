import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/_cash/cassa/')({
  staticData: { title: 'Cassa', private: true },
  component: CassaPage,
});

function CassaPage() {
  return <ComingSoon title="Cassa" />;
}
