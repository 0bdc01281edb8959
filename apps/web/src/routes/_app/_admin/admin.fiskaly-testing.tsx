import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/_admin/admin/fiskaly-testing')({
  staticData: { title: 'Test API fiscale', private: true },
  component: TestApiFiscalePage,
});

function TestApiFiscalePage() {
  return <ComingSoon title="Test API fiscale" />;
}
