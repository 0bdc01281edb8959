import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/comunicazioni')({
  staticData: { title: 'Comunicazioni', private: true },
  component: ComunicazioniPage,
});

function ComunicazioniPage() {
  return <ComingSoon title="Comunicazioni" />;
}
