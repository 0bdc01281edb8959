import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/magazzino/movimenti')({
  staticData: { title: 'Movimenti di magazzino', private: true },
  component: MovimentiDiMagazzinoPage,
});

function MovimentiDiMagazzinoPage() {
  return <ComingSoon title="Movimenti di magazzino" />;
}
