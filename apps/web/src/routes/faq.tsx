import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/faq')({
  staticData: { title: 'Domande frequenti', private: false },
  component: DomandeFrequentiPage,
});

function DomandeFrequentiPage() {
  return <ComingSoon title="Domande frequenti" />;
}
