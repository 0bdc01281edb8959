import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/magazzino/prodotti')({
  staticData: { title: 'Prodotti', private: true },
  component: ProdottiPage,
});

function ProdottiPage() {
  return <ComingSoon title="Prodotti" />;
}
