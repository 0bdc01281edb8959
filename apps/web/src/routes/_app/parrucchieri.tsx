import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/parrucchieri')({
  staticData: { title: 'Operatori', private: true },
  component: OperatoriPage,
});

function OperatoriPage() {
  return <ComingSoon title="Operatori" />;
}
