import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/blog/ridurre-no-show-promemoria-automatici')({
  staticData: { title: 'Ridurre i no-show con i promemoria automatici', private: false },
  component: RidurreINoShowConIPromemoriaAutomaticiPage,
});

function RidurreINoShowConIPromemoriaAutomaticiPage() {
  return <ComingSoon title="Ridurre i no-show con i promemoria automatici" />;
}
