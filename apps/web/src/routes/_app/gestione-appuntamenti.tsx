import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/gestione-appuntamenti')({
  staticData: { title: 'Gestione appuntamenti', private: true },
  component: GestioneAppuntamentiPage,
});

function GestioneAppuntamentiPage() {
  return <ComingSoon title="Gestione appuntamenti" />;
}
