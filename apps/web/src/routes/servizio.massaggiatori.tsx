import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/servizio/massaggiatori')({
  staticData: { title: 'Agendina per massaggiatori', private: false },
  component: AgendinaPerMassaggiatoriPage,
});

function AgendinaPerMassaggiatoriPage() {
  return <ComingSoon title="Agendina per massaggiatori" />;
}
