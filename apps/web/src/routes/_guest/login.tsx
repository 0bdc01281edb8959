import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_guest/login')({
  staticData: { title: 'Accedi', private: false },
  component: AccediPage,
});

function AccediPage() {
  return <ComingSoon title="Accedi" />;
}
