import { APP_SCREENSHOTS } from '../../components/app-screenshots.ts';
import type { SitePage } from '../../site-page.ts';
import { TradePage, type TradeContent } from './TradePage.tsx';

const PATH = '/servizio/estetisti';

const CONTENT: TradeContent = {
  title: 'Gestionale per centri estetici',
  lead: 'Una ceretta da venti minuti, una pulizia viso da un’ora, la laminazione ciglia, la crema da consigliare alla fine: in un centro estetico la giornata è fatta di trattamenti diversi. Agendina li mette in ordine, operatrice per operatrice.',
  dayTitle: 'La giornata di un centro estetico',
  day: [
    'La mattina si apre con una manicure e un semipermanente, poi una pulizia viso in cabina, una ceretta veloce infilata tra due appuntamenti, un pedicure nel pomeriggio. Trattamenti di durata molto diversa, che lasciano buchi in agenda se non li incastri bene.',
    'Molte clienti tornano a cadenza fissa, alcune hanno acquistato un percorso di più sedute, e quasi tutte alla fine chiedono un consiglio su cosa usare a casa. Dietro ogni trattamento ci sono prodotti: quelli che usi in cabina e quelli che rivendi.',
  ],
  problemsTitle: 'Cosa complica la giornata',
  problems: [
    'Cabine e operatrici da far combaciare con trattamenti di lunghezza diversa.',
    'Le clienti che scrivono su WhatsApp per spostare l’appuntamento mentre sei in cabina con un’altra.',
    'I prodotti da rivendere e quelli professionali, con giacenze che nessuno aggiorna finché un flacone non manca.',
    'Lo scontrino con trattamento, crema e sconto, pagato un po’ in contanti e un po’ con la carta.',
  ],
  helps: [
    {
      title: 'Agenda per operatrice',
      text: 'Ogni operatrice ha la sua colonna, il suo colore, i suoi orari e i trattamenti che esegue: chi non fa la laminazione non può essere scelta per la laminazione.',
    },
    {
      title: 'Trattamenti con la durata giusta',
      text: 'Ogni trattamento ha prezzo e durata, e per la cliente che ha bisogno di più tempo salvi una durata personalizzata nella sua scheda. Puoi partire dai trattamenti di esempio: pulizia viso, ceretta, manicure, semipermanente, laminazione ciglia.',
    },
    {
      title: 'Le parole del tuo mestiere',
      text: 'Con «Estetista» come tipo di attività, Agendina parla di trattamenti e di centro, non di tagli e di salone.',
    },
    {
      title: 'Rivendita e uso interno',
      text: 'In magazzino ogni prodotto è segnato per la rivendita o per l’uso in cabina, con codice a barre, scorta minima e fornitore. Quello che vendi in cassa si scarica da solo.',
    },
    {
      title: 'Una cassa che fa i conti',
      text: 'Trattamenti e prodotti nello stesso scontrino, sconto su una riga o sul totale, pagamento misto; il documento commerciale va all’Agenzia delle Entrate senza registratore in negozio.',
    },
    {
      title: 'WhatsApp in un solo posto',
      text: 'Le conversazioni delle clienti in un elenco, dalla più recente; dalla scheda cliente apri la sua conversazione e rispondi.',
    },
  ],
  screenshot: APP_SCREENSHOTS.calendario,
  limits: [
    'Il calendario è organizzato per operatrice, non per cabina: le cabine non sono una risorsa da prenotare a parte. Se ogni operatrice lavora nella sua cabina, la sua colonna è già la cabina.',
    'I pacchetti di sedute prepagate non hanno una gestione dedicata: le sedute fatte si annotano nella scheda della cliente.',
  ],
  closing:
    'In consulenza partiamo dai tuoi trattamenti e dai prodotti che tieni in magazzino, e vediamo insieme come organizzare l’agenda delle tue operatrici.',
};

export const beauticiansPage: SitePage = {
  path: PATH,
  title: CONTENT.title,
  description:
    'Gestionale per centri estetici: agenda per operatrice, trattamenti di ogni durata, prodotti in rivendita e uso interno, cassa con documento commerciale.',
  lastModified: '2026-11-29',
  Component: () => <TradePage content={CONTENT} path={PATH} />,
};
