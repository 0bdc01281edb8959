import type { FaqItem } from '../../render/structured-data.ts';
import { PRODUCT_FEATURES } from '../../content/product-features.ts';

const { reminders, onlineBooking } = PRODUCT_FEATURES;
const lower = (sentence: string) => sentence.replace(/^./, (c) => c.toLowerCase());

/** A group of questions under its own h2 on /faq. */
export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

// Every answer says only what the product does today (MODULES.md, the app's screens); what is
// not there yet is said plainly, and prices live in <PlanTable/>, never in these texts.
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'Prezzi, prova e disdetta',
    items: [
      {
        question: 'Quanto costa Agendina?',
        answer:
          'Ci sono tre piani: Base, Pro e Premium, con prezzo mensile o annuale (l’anno costa dieci mensilità). I prezzi sono IVA inclusa e li trovi aggiornati nella sezione Piani della home page.',
      },
      {
        question: 'Come funziona la prova gratuita?',
        answer:
          'Ogni salone parte con 14 giorni di prova gratuita, senza carta di credito. Alla fine della prova scegli il piano e paghi con carta dalla pagina Abbonamento; se non ti abboni, i tuoi dati restano dove sono.',
      },
      {
        question: 'Come si inizia?',
        answer:
          'Prenota una consulenza gratuita dalla pagina Consulenza: in una telefonata guardiamo insieme come lavori oggi e ti mandiamo il link per registrare il salone. Da lì imposti orari, operatori e servizi; per i servizi puoi partire da quelli di esempio del tuo mestiere e modificarli.',
      },
      {
        question: 'Posso disdire quando voglio?',
        answer:
          'Sì, con «Disdici» nella pagina Abbonamento, senza penali. L’abbonamento resta attivo fino alla fine del periodo già pagato. Anche dopo, Agendina non blocca e non cancella i tuoi dati per un pagamento mancato: vedrai solo un avviso per riattivare il piano.',
      },
    ],
  },
  {
    title: 'Dati e privacy',
    items: [
      {
        question: 'Chi vede i dati dei miei clienti?',
        answer:
          'Solo il tuo salone. Ogni salone vede esclusivamente i propri clienti, appuntamenti, scontrini e prodotti, e il server lo controlla a ogni richiesta. Il team di Agendina non usa i dati dei tuoi clienti per altri scopi.',
      },
      {
        question: 'Agendina rispetta il GDPR?',
        answer:
          'Per i dati dei tuoi clienti il titolare del trattamento sei tu; Agendina li tratta per tuo conto come responsabile, secondo l’articolo 28 del GDPR. Trovi chi tratta i dati, per quali finalità e per quanto tempo nella privacy policy del sito. Le schede clienti contengono quello che scrivi tu: evita di annotare dati sanitari se non servono al trattamento.',
      },
      {
        question: 'Posso portare in Agendina i dati che ho già?',
        answer:
          'Il listino prodotti si importa da un file CSV del fornitore con «Importa listino» nel magazzino, con un controllo prima di applicarlo. Con il piano Premium la migrazione dei dati dal tuo vecchio programma è inclusa: la facciamo noi, insieme a te. Negli altri piani puoi inserire i clienti man mano che tornano in salone, oppure parlarne con noi in consulenza.',
      },
    ],
  },
  {
    title: 'WhatsApp e prenotazioni',
    items: [
      {
        question: 'Come funziona WhatsApp con Agendina?',
        answer:
          'Nella pagina Comunicazioni vedi le conversazioni WhatsApp del salone, dalla più recente, e rispondi dal computer o dal telefono. Con il piano Pro l’assistente WhatsApp risponde ai clienti e registra le prenotazioni in agenda con l’etichetta «WhatsApp AI»; quando non riesce a chiudere una richiesta, il cliente finisce nell’elenco «Da richiamare».',
      },
      {
        question: 'Agendina manda i promemoria prima dell’appuntamento?',
        // Both answers follow the features' state (content/product-features.ts).
        answer:
          reminders.state === 'disponibile'
            ? `Sì. ${reminders.text} Puoi sempre scrivere al cliente anche dalla sua conversazione WhatsApp, che apri dalla scheda cliente.`
            : `Non ancora: ${lower(reminders.text)} Oggi puoi scrivere al cliente dalla sua conversazione WhatsApp, che apri dalla scheda cliente.`,
      },
      {
        question: 'I clienti possono prenotare da soli online?',
        answer:
          onlineBooking.state === 'disponibile'
            ? `Sì. ${onlineBooking.text} La attivi in Salone › Prenotazioni online, scegliendo servizi, operatori e preavviso; in Gestione appuntamenti vedi da dove arriva ogni prenotazione: WhatsApp AI, Voce AI, Manuale o Online.`
            : `Non ancora da una pagina del salone: è in arrivo. ${onlineBooking.text} Oggi i clienti prenotano scrivendo su WhatsApp (con l’assistente del piano Pro) o chiamando il salone; in Gestione appuntamenti vedi da dove arriva ogni prenotazione: WhatsApp AI, Voce AI o Manuale.`,
      },
      {
        question: 'Posso evitare le doppie prenotazioni?',
        answer:
          'Sì. Prima di salvare, la procedura di prenotazione controlla che l’operatore sia libero, che l’orario sia dentro l’apertura del salone e che l’operatore esegua quel servizio. Un conflitto blocca il salvataggio; un’attesa lunga tra due servizi viene segnalata con un avviso.',
      },
    ],
  },
  {
    title: 'Cassa e magazzino',
    items: [
      {
        question: 'La cassa emette il documento commerciale?',
        answer:
          'Sì. Quando incassi, Agendina emette lo scontrino con IVA, sconti e pagamenti anche misti (contanti, carta, altro) e trasmette il documento commerciale all’Agenzia delle Entrate attraverso il servizio fiscale fiskaly SIGN IT, quindi non serve un registratore telematico (RT) in negozio. Se il servizio fiscale non risponde, lo scontrino resta «da trasmettere» e parte appena possibile: non si perde nulla. Resi e annulli generano il loro documento.',
      },
      {
        question: 'Come si attiva la cassa digitale?',
        answer:
          'La cassa digitale è nei piani Pro e Premium e la attiviamo insieme a te, perché il servizio fiscale va collegato alla Partita IVA della tua attività. Finché non è attiva, puoi usare agenda, clienti e magazzino come sempre.',
      },
      {
        question: 'Funziona con il lettore di codici a barre?',
        answer:
          'Sì. I lettori USB o Bluetooth che scrivono il codice come una tastiera funzionano senza installare nulla; in alternativa usi la fotocamera del telefono o del tablet. Il codice EAN-13 si può sempre anche digitare a mano. I prodotti venduti in cassa escono dal magazzino da soli.',
      },
    ],
  },
  {
    title: 'Dispositivi, accessi e assistenza',
    items: [
      {
        question: 'Su quali dispositivi funziona? Devo installare qualcosa?',
        answer:
          'Agendina si usa dal browser: computer della reception, tablet o telefono, senza installare nulla. Sul telefono il calendario mostra il giorno; la vista settimana è pensata per gli schermi più larghi.',
      },
      {
        question: 'Funziona senza internet?',
        answer:
          'No, serve una connessione: agenda e cassa sono sempre aggiornate perché i dati stanno sul server e non su un solo computer. Se la linea del salone cade, puoi continuare dal telefono con la rete mobile.',
      },
      {
        question: 'Più persone del salone possono usare Agendina?',
        answer:
          'Sì. Ogni operatore ha in agenda il suo colore, i suoi orari, le sue assenze e i servizi che esegue, con un ruolo (per esempio parrucchiere o assistente). L’accesso è lo stesso da più dispositivi insieme: dalle impostazioni di sicurezza vedi le sessioni aperte e le chiudi, per esempio se un telefono viene perso.',
      },
      {
        question: 'Se ho un problema, chi mi aiuta?',
        answer:
          'Dalla pagina Assistenza dell’app trovi le risposte più comuni e puoi aprire una richiesta: la segui lì fino alla risposta. Con il piano Premium hai anche l’assistenza prioritaria al telefono. Per domande prima di iniziare, scrivi a info@agendina.it o prenota una consulenza.',
      },
    ],
  },
];

/** Every question, in page order: the FAQPage structured data lists exactly these. */
export const FAQ_ITEMS: readonly FaqItem[] = FAQ_GROUPS.flatMap((group) => group.items);
