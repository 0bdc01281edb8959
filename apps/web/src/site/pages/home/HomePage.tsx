import { PLANS } from '@agendina/scheduling';
import { APP_SCREENSHOTS } from '../../components/app-screenshots.ts';
import * as blocks from '../../components/blocks.css.ts';
import { CallsToAction } from '../../components/CallsToAction.tsx';
import { FaqList } from '../../components/FaqList.tsx';
import { FeatureGrid, type Feature } from '../../components/FeatureGrid.tsx';
import { Hero } from '../../components/Hero.tsx';
import { PlanTable } from '../../components/PlanTable.tsx';
import { Screenshot } from '../../components/Screenshot.tsx';
import { Section } from '../../components/Section.tsx';
import { organizationData, softwareApplicationData } from '../../render/structured-data.ts';
import type { SitePage } from '../../site-page.ts';
import { FAQ_ITEMS } from '../faq/faq-items.ts';
import { comingSentence, shippedFeatures } from '../../content/product-features.ts';
import * as text from '../../components/text.css.ts';
import * as styles from './HomePage.css.ts';

const TITLE = 'Il gestionale per parrucchieri, estetisti e massaggiatori';

const TRADES = [
  {
    name: 'Parrucchieri',
    href: '/servizio/parrucchieri',
    text: 'Colore, taglio e piega nello stesso appuntamento, anche con operatori diversi, e i tempi di ogni cliente già in agenda.',
  },
  {
    name: 'Estetisti',
    href: '/servizio/estetisti',
    text: 'Trattamenti brevi e lunghi nella stessa giornata, prodotti in rivendita e ad uso interno, la cassa con il documento commerciale.',
  },
  {
    name: 'Massaggiatori',
    href: '/servizio/massaggiatori',
    text: 'Sedute lunghe senza interruzioni: le richieste arrivate mentre lavori ti aspettano nell’elenco da richiamare.',
  },
] as const;

const FEATURES: readonly Feature[] = [
  {
    title: 'Agenda per operatore',
    text: 'Giorno, settimana e mese, più la vista rapida dei sette giorni a tutto schermo. Orari di apertura, pause, giorni di chiusura e assenze di ogni operatore.',
  },
  {
    title: 'Prenotazioni senza sovrapposizioni',
    text: 'Cliente, servizi, conferma: prima di salvare Agendina controlla che l’operatore sia libero, che il salone sia aperto e che quel servizio lo faccia lui.',
  },
  {
    title: 'Clienti e WhatsApp',
    text: 'Schede con storico, note e durate personalizzate. Le conversazioni WhatsApp del salone in un elenco, e chi va richiamato in un altro.',
  },
  {
    title: 'Cassa e documento commerciale',
    text: 'Scontrini con IVA, sconti e pagamenti misti, resi e annulli. Il documento commerciale va all’Agenzia delle Entrate senza registratore in negozio.',
  },
  {
    title: 'Magazzino con codici a barre',
    text: 'Carichi con il lettore o la fotocamera, scorte minime, ordini ai fornitori e inventario. Quello che vendi in cassa esce dal magazzino da solo.',
  },
  {
    title: 'Sicuro e accessibile',
    text: 'Ogni salone vede solo i propri dati e chiude le sessioni aperte quando vuole. Le schermate seguono le WCAG 2.2 AA e si usano anche con la sola tastiera.',
  },
  // What shipped after the list above was written: read from the one list of features.
  ...shippedFeatures().map(({ title, text }) => ({ title, text })),
];
const COMING = comingSentence();

const TEASER_QUESTIONS = [
  'Come funziona la prova gratuita?',
  'La cassa emette il documento commerciale?',
  'Su quali dispositivi funziona? Devo installare qualcosa?',
];
const TEASER = FAQ_ITEMS.filter((item) => TEASER_QUESTIONS.includes(item.question));

function HomeBody() {
  const { calendario, prenotazione, comunicazioni, scontrino, magazzino } = APP_SCREENSHOTS;
  return (
    <>
      <Hero
        title={TITLE}
        lead="Agendina tiene in un solo posto l’agenda del salone, le schede dei clienti, le conversazioni WhatsApp, la cassa con il documento commerciale e il magazzino. Si usa dal browser, su computer, tablet e telefono: non c’è niente da installare."
      >
        <CallsToAction />
      </Hero>

      <Section title="Per chi è">
        <p className={text.text}>
          Per i saloni in Italia che lavorano su appuntamento, da chi lavora da solo al salone con
          un team. Agendina usa le parole del tuo mestiere e ti propone i servizi di esempio da cui
          partire.
        </p>
        <ul className={blocks.grid}>
          {TRADES.map((trade) => (
            <li key={trade.href} className={blocks.card}>
              <h3 className={blocks.cardTitle}>
                <a className={styles.tradeLink} href={trade.href}>
                  {trade.name}
                </a>
              </h3>
              <p className={blocks.cardText}>{trade.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Cosa fa Agendina">
        <FeatureGrid features={FEATURES} />
      </Section>

      <Section title="Le schermate, come le vedrai">
        <div className={styles.shots}>
          {/* Not right under the hero: on a phone it would be the page's largest paint, and an
              image arrives later than text (LCP under 1 s, decision 0034). */}
          <Screenshot {...calendario} />
          <Screenshot {...prenotazione} />
          <Screenshot {...comunicazioni} />
          <Screenshot {...scontrino} />
          <Screenshot {...magazzino} />
        </div>
      </Section>

      <Section id="piani" title="Piani e prezzi">
        <PlanTable />
      </Section>

      <Section title="Come iniziare">
        <ol className={text.list}>
          <li>
            Prenota una consulenza gratuita: in una telefonata guardiamo come lavori oggi e ti
            mostriamo Agendina con i tuoi servizi.
          </li>
          <li>
            Ti mandiamo il link per registrare il salone. Da quel momento hai 14 giorni di prova
            gratuita, senza carta di credito.
          </li>
          <li>
            Imposti orari, operatori e servizi (puoi partire da quelli di esempio) e inizi a
            prenotare.
          </li>
          <li>Alla fine della prova scegli il piano; se cambi idea, disdici quando vuoi.</li>
        </ol>
        <div className={blocks.actions}>
          <CallsToAction />
        </div>
      </Section>

      {COMING ? (
        <Section title="In arrivo">
          <p className={text.text}>{COMING}</p>
        </Section>
      ) : null}

      <Section title="Domande frequenti">
        <FaqList items={TEASER} />
        <p className={text.text}>
          Altre risposte su prezzi, dati, WhatsApp e cassa:{' '}
          <a href="/faq">tutte le domande frequenti</a>.
        </p>
      </Section>
    </>
  );
}

export const homePage: SitePage = {
  path: '/',
  title: TITLE,
  description:
    'Agenda, clienti, WhatsApp, cassa con documento commerciale e magazzino per parrucchieri, estetisti e massaggiatori in Italia. Prova gratuita di 14 giorni.',
  lastModified: '2026-11-29',
  structuredData: (context) => [organizationData(context), softwareApplicationData(PLANS, context)],
  Component: HomeBody,
};
