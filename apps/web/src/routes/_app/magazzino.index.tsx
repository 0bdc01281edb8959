import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/magazzino/')({
  staticData: { title: 'Magazzino', private: true },
  component: MagazzinoPage,
});

function MagazzinoPage() {
  return <ComingSoon title="Magazzino" />;
}
