import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_guest/verify-email')({
  staticData: { title: 'Verifica e-mail', private: false },
  component: VerificaEMailPage,
});

function VerificaEMailPage() {
  return <ComingSoon title="Verifica e-mail" />;
}
