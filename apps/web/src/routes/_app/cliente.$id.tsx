import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/cliente/$id')({
  staticData: { title: 'Scheda cliente', private: true },
  component: SchedaClientePage,
});

function SchedaClientePage() {
  return <ComingSoon title="Scheda cliente" />;
}
