import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/servizi')({
  staticData: { title: 'Servizi', private: true },
  component: ServiziPage,
});

function ServiziPage() {
  return <ComingSoon title="Servizi" />;
}
