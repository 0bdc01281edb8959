import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_guest/signup')({
  staticData: { title: 'Registrati', private: false },
  component: RegistratiPage,
});

function RegistratiPage() {
  return <ComingSoon title="Registrati" />;
}
