import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/servizio/parrucchieri')({
  staticData: { title: 'Agendina per parrucchieri', private: false },
  component: AgendinaPerParrucchieriPage,
});

function AgendinaPerParrucchieriPage() {
  return <ComingSoon title="Agendina per parrucchieri" />;
}
