import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/_admin/admin/')({
  staticData: { title: 'Amministrazione', private: true },
  component: AmministrazionePage,
});

function AmministrazionePage() {
  return <ComingSoon title="Amministrazione" />;
}
