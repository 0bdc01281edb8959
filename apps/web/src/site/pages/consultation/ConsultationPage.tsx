import { ConsultationForm } from '../../consultation/ConsultationForm.tsx';
import { Hero } from '../../components/Hero.tsx';
import { Section } from '../../components/Section.tsx';
import { FeatureGrid } from '../../components/FeatureGrid.tsx';
import type { SitePage } from '../../site-page.ts';

/** /consulenza: a free call with the team, asked through the form (its island sends it). */
export const consultationPage: SitePage = {
  path: '/consulenza',
  title: 'Consulenza gratuita',
  description:
    'Prenota una consulenza gratuita di 30 minuti: ti mostriamo Agendina sul tuo salone e ti aiutiamo a partire, dai servizi ai dati dei clienti.',
  lastModified: '2026-11-24',
  Component: ConsultationPageBody,
};

const STEPS = [
  {
    title: 'Ti richiamiamo entro un giorno lavorativo',
    text: 'Una persona del team legge la tua richiesta e ti contatta al numero o all’e-mail che ci lasci, negli orari che preferisci.',
  },
  {
    title: '30 minuti sul tuo salone',
    text: 'Guardiamo insieme agenda, servizi, operatori e cassa con i tuoi casi reali, non con una presentazione preparata.',
  },
  {
    title: 'Partenza guidata',
    text: 'Se decidi di provare ti mandiamo il link di registrazione: 14 giorni gratis, e ti aiutiamo a portare dentro servizi e clienti.',
  },
] as const;

function ConsultationPageBody() {
  return (
    <>
      <Hero
        title="Richiedi una consulenza gratuita"
        lead="Raccontaci come lavora il tuo salone, centro estetico o studio di massaggi: ti mostriamo come Agendina può semplificarti la giornata. Senza impegno e senza carta di credito."
      />
      <Section title="Come funziona">
        <FeatureGrid features={STEPS} />
      </Section>
      <Section title="Il modulo di richiesta">
        <ConsultationForm />
      </Section>
    </>
  );
}
