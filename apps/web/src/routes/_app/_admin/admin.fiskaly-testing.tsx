import { createFileRoute } from '@tanstack/react-router';
import { FiscalTestingPage } from '../../../features/admin/fiscal/FiscalTestingPage.tsx';

export const Route = createFileRoute('/_app/_admin/admin/fiskaly-testing')({
  staticData: { title: 'Test API fiscale', private: true },
  component: FiscalTestingPage,
});
