import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute(
  '/blog/gestionale-whatsapp-parrucchieri-funzioni-indispensabili',
)({
  staticData: {
    title: 'Gestionale WhatsApp per parrucchieri: le funzioni indispensabili',
    private: false,
  },
  component: GestionaleWhatsappPerParrucchieriLeFunzPage,
});

function GestionaleWhatsappPerParrucchieriLeFunzPage() {
  return <ComingSoon title="Gestionale WhatsApp per parrucchieri: le funzioni indispensabili" />;
}
