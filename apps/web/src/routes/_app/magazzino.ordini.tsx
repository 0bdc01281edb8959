import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/magazzino/ordini')({
  staticData: { title: 'Ordini ai fornitori', private: true },
  component: OrdiniAiFornitoriPage,
});

function OrdiniAiFornitoriPage() {
  return <ComingSoon title="Ordini ai fornitori" />;
}
