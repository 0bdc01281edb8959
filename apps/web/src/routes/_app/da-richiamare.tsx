import { createFileRoute } from '@tanstack/react-router';
import { CallbacksPage } from '../../features/callbacks/CallbacksPage.tsx';

export const Route = createFileRoute('/_app/da-richiamare')({
  staticData: { title: 'Clienti da richiamare', private: true },
  component: CallbacksPage,
});
