import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/servizio/estetisti')({
  staticData: { title: 'Agendina per estetisti', private: false },
  component: AgendinaPerEstetistiPage,
});

function AgendinaPerEstetistiPage() {
  return <ComingSoon title="Agendina per estetisti" />;
}
