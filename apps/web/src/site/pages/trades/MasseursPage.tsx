import { APP_SCREENSHOTS } from '../../components/app-screenshots.ts';
import type { SitePage } from '../../site-page.ts';
import { TradePage, type TradeContent } from './TradePage.tsx';

const PATH = '/servizio/massaggiatori';

const CONTENT: TradeContent = {
  title: 'Gestionale per massaggiatori',
  lead: 'Durante un massaggio non rispondi al telefono, e non devi. Agendina tiene l’agenda delle sedute, raccoglie le richieste arrivate mentre lavori e a fine seduta ti fa trovare la cassa pronta.',
  dayTitle: 'La giornata di uno studio',
  day: [
    'Un decontratturante da cinquanta minuti, un linfodrenaggio da un’ora, un massaggio con pietre calde da un’ora e un quarto. Tra una seduta e l’altra c’è il lettino da rifare, la stanza da arieggiare, il cliente da salutare senza fretta.',
    'Le sedute sono lunghe e le mani sono occupate: il telefono squilla a vuoto, i messaggi si accumulano, e a fine giornata bisogna ricostruire chi ha cercato lo studio e per cosa.',
  ],
  problemsTitle: 'Cosa complica il lavoro',
  problems: [
    'Le chiamate perse durante le sedute, e i clienti che non richiamano più.',
    'Gli incastri tra sedute lunghe, stanze e collaboratori con orari diversi.',
    'I clienti abituali e le loro preferenze: l’operatore, il giorno della settimana, la fascia oraria, la pressione che preferiscono.',
    'L’incasso alla fine della seduta, quando il cliente ha fretta e tu hai ancora l’olio sulle mani.',
  ],
  helps: [
    {
      title: 'Le richieste non si perdono',
      text: 'Con il piano Pro l’assistente WhatsApp e l’assistente vocale rispondono al posto tuo; quando una richiesta non si chiude da sola, il cliente finisce in «Da richiamare» con il motivo, per esempio una chiamata fuori orario.',
    },
    {
      title: 'Sedute della durata giusta',
      text: 'Ogni servizio ha la sua durata: se tra una seduta e l’altra ti servono dieci minuti per preparare la stanza, includili. Per il cliente che fa ottanta minuti invece di cinquanta salvi una durata personalizzata nella sua scheda.',
    },
    {
      title: 'Preferenze e storico del cliente',
      text: 'Operatore preferito, giorni e fascia oraria, note per la seduta e lo storico delle visite: tutto nella scheda cliente.',
    },
    {
      title: 'Orari e assenze',
      text: 'Orari dello studio con più fasce al giorno, pause e chiusure, orari e assenze di ogni collaboratore: una seduta fuori dall’apertura non si prenota per sbaglio.',
    },
    {
      title: 'La cassa a fine seduta',
      text: 'L’appuntamento passa in cassa con il suo servizio: contanti, carta o pagamento misto, e il documento commerciale trasmesso all’Agenzia delle Entrate.',
    },
    {
      title: 'Lo studio sul telefono',
      text: 'Agendina si usa anche dal telefono: tra una seduta e l’altra guardi l’agenda del giorno e rispondi ai messaggi.',
    },
  ],
  screenshot: APP_SCREENSHOTS.daRichiamare,
  limits: [
    'Il calendario è organizzato per operatore: le stanze non sono una risorsa da prenotare a parte. Se ognuno lavora sempre nella stessa stanza, la sua colonna è già la stanza.',
    'La scheda cliente non è una cartella clinica: annota solo quello che serve per la seduta, senza dati sulla salute che non ti servono.',
  ],
  closing:
    'In consulenza guardiamo insieme le tue sedute, gli orari dello studio e come ti cercano oggi i clienti, al telefono o su WhatsApp.',
};

export const masseursPage: SitePage = {
  path: PATH,
  title: CONTENT.title,
  description:
    'Gestionale per massaggiatori: sedute lunghe in agenda, richieste da WhatsApp e telefono da richiamare, schede clienti con preferenze e cassa.',
  lastModified: '2026-11-29',
  Component: () => <TradePage content={CONTENT} path={PATH} />,
};
