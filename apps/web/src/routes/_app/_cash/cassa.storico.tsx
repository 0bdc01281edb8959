import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/_cash/cassa/storico')({
  staticData: { title: 'Storico scontrini', private: true },
  component: StoricoScontriniPage,
});

function StoricoScontriniPage() {
  return <ComingSoon title="Storico scontrini" />;
}
