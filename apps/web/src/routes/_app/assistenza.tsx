import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/assistenza')({
  staticData: { title: 'Assistenza', private: true },
  component: AssistenzaPage,
});

function AssistenzaPage() {
  return <ComingSoon title="Assistenza" />;
}
