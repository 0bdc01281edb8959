import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/da-richiamare')({
  staticData: { title: 'Clienti da richiamare', private: true },
  component: ClientiDaRichiamarePage,
});

function ClientiDaRichiamarePage() {
  return <ComingSoon title="Clienti da richiamare" />;
}
