import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';

export const Route = createFileRoute('/blog/automatizzare-prenotazioni-whatsapp-guida-completa')({
  staticData: {
    title: 'Automatizzare le prenotazioni su WhatsApp: la guida completa',
    private: false,
  },
  component: AutomatizzareLePrenotazioniSuWhatsappLaPage,
});

function AutomatizzareLePrenotazioniSuWhatsappLaPage() {
  return <ComingSoon title="Automatizzare le prenotazioni su WhatsApp: la guida completa" />;
}
