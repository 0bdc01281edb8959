import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/termini-condizioni')({
  staticData: { title: 'Termini e condizioni', private: false },
  component: TerminiECondizioniPage,
});

function TerminiECondizioniPage() {
  return <ComingSoon title="Termini e condizioni" />;
}
