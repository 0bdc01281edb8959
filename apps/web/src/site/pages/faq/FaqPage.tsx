import { ConsultationLink } from '../../components/CallsToAction.tsx';
import { FaqList } from '../../components/FaqList.tsx';
import { Hero } from '../../components/Hero.tsx';
import { Section } from '../../components/Section.tsx';
import { faqPageData } from '../../render/structured-data.ts';
import type { SitePage } from '../../site-page.ts';
import { FAQ_GROUPS, FAQ_ITEMS } from './faq-items.ts';

function FaqBody() {
  return (
    <>
      <Hero
        title="Domande frequenti"
        lead="Le domande che ci fanno più spesso i titolari di saloni, centri estetici e studi di massaggio: prezzi e prova, dati dei clienti, WhatsApp, cassa e documento commerciale, dispositivi e assistenza."
      />
      {FAQ_GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          <FaqList items={group.items} />
        </Section>
      ))}
      <Section title="Non hai trovato la risposta?">
        <p>
          Scrivici a <a href="mailto:info@agendina.it">info@agendina.it</a> oppure prenota una
          consulenza gratuita: ti mostriamo Agendina con i servizi e gli orari del tuo salone.
        </p>
        <div>
          <ConsultationLink />
        </div>
      </Section>
    </>
  );
}

export const faqPage: SitePage = {
  path: '/faq',
  title: 'Domande frequenti',
  description:
    'Prezzi e prova gratuita, disdetta, dati e GDPR, WhatsApp, documento commerciale, lettori di codici a barre: le risposte alle domande dei saloni.',
  lastModified: '2026-11-29',
  structuredData: () => [faqPageData(FAQ_ITEMS)],
  Component: FaqBody,
};
