import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/subscription')({
  staticData: { title: 'Abbonamento', private: true },
  component: AbbonamentoPage,
});

function AbbonamentoPage() {
  return <ComingSoon title="Abbonamento" />;
}
