import { APP_SCREENSHOTS } from '../../components/app-screenshots.ts';
import type { SitePage } from '../../site-page.ts';
import { TradePage, type TradeContent } from './TradePage.tsx';

const PATH = '/servizio/parrucchieri';

const CONTENT: TradeContent = {
  title: 'Gestionale per parrucchieri',
  lead: 'Colore, taglio e piega si incastrano tra loro e tra le persone del salone. Agendina tiene l’agenda di tutto il team, ricorda i tempi di ogni cliente e controlla ogni prenotazione prima di salvarla.',
  dayTitle: 'La giornata di un salone',
  day: [
    'Alle nove una cliente si siede per il colore: applicazione, posa, risciacquo. Mentre la tinta posa, al lavatesta c’è già la cliente successiva e il telefono suona per un taglio uomo. Il sabato mattina la piega la vogliono tutte alla stessa ora.',
    'Ogni cliente ha le sue abitudini: chi vuole sempre la stessa collaboratrice, chi per le meches ha bisogno di mezz’ora in più, chi il colore lo fa solo senza ammoniaca. In salone si sanno a memoria, finché chi le sa non è in ferie.',
  ],
  problemsTitle: 'Dove si perde tempo',
  problems: [
    'Il telefono che squilla mentre hai le mani nel colore, e i messaggi WhatsApp della sera a cui rispondi il giorno dopo.',
    'L’agenda di carta: due clienti alla stessa ora con la stessa persona, o un appuntamento scritto in un giorno di chiusura.',
    'Colore e piega con due operatori diversi, da far combaciare senza lasciare la cliente ad aspettare un’ora.',
    'La tinta più richiesta che finisce il venerdì pomeriggio, e l’ordine al fornitore fatto a memoria.',
    'La chiusura di fine giornata, tra contanti, carte e scontrini.',
  ],
  helps: [
    {
      title: 'Più servizi, più operatori, un appuntamento',
      text: 'Colore con Giulia, piega con Marco: la prenotazione in tre passi costruisce la linea del tempo della visita e la salva come un solo appuntamento.',
    },
    {
      title: 'I controlli prima di salvare',
      text: 'Operatore già occupato, salone chiuso, servizio che quella persona non fa: la prenotazione non parte. Un’attesa lunga tra due servizi, soprattutto dopo il colore, viene segnalata, e l’ordine giusto è suggerito: colore prima del taglio, shampoo prima della piega.',
    },
    {
      title: 'I tempi di ogni cliente',
      text: 'Se per la signora Bianchi il colore dura 90 minuti invece di 60, lo scrivi una volta nella sua scheda e la prenotazione usa quella durata.',
    },
    {
      title: 'WhatsApp senza richieste perse',
      text: 'Con il piano Pro l’assistente WhatsApp risponde e prenota; quello che non riesce a chiudere finisce in «Da richiamare», con il motivo.',
    },
    {
      title: 'Cassa e magazzino insieme',
      text: 'L’appuntamento passa in cassa con i suoi servizi; lo shampoo venduto esce dal magazzino da solo, e «Proponi ordine» prepara l’ordine delle tinte sotto scorta.',
    },
    {
      title: 'Il team in un colpo d’occhio',
      text: 'Ogni parrucchiere e ogni assistente ha il suo colore, i suoi orari e le sue assenze; la vista rapida mostra tutta la settimana a schermo intero.',
    },
  ],
  screenshot: APP_SCREENSHOTS.schedaCliente,
  limits: [
    'Il calendario è organizzato per operatore: postazioni e lavatesta non sono una risorsa da prenotare a parte.',
  ],
  closing:
    'In consulenza guardiamo insieme il tuo listino, dal colore all’acconciatura sposa, e come lavora il tuo team: ti diciamo con franchezza se Agendina fa per il tuo salone.',
};

export const hairdressersPage: SitePage = {
  path: PATH,
  title: CONTENT.title,
  description:
    'Agenda per parrucchieri: colore, taglio e piega anche con operatori diversi, tempi per cliente, WhatsApp, cassa con documento commerciale e magazzino.',
  lastModified: '2026-11-29',
  Component: () => <TradePage content={CONTENT} path={PATH} />,
};
