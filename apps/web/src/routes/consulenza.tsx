import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/consulenza')({
  staticData: { title: 'Richiedi una consulenza', private: false },
  component: RichiediUnaConsulenzaPage,
});

function RichiediUnaConsulenzaPage() {
  return <ComingSoon title="Richiedi una consulenza" />;
}
