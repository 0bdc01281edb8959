import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../../features/support/SupportPage.tsx';

export const Route = createFileRoute('/_app/assistenza')({
  staticData: { title: 'Assistenza', private: true },
  component: SupportPage,
});
