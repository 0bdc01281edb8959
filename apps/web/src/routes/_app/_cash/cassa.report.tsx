import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/_cash/cassa/report')({
  staticData: { title: 'Report di cassa', private: true },
  component: ReportDiCassaPage,
});

function ReportDiCassaPage() {
  return <ComingSoon title="Report di cassa" />;
}
