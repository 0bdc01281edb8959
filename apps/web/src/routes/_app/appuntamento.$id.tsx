import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/appuntamento/$id')({
  staticData: { title: 'Appuntamento', private: true },
  component: AppuntamentoPage,
});

function AppuntamentoPage() {
  return <ComingSoon title="Appuntamento" />;
}
