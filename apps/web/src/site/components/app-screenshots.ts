/** A screenshot of the real app, as the <Screenshot> block shows it. */
export interface AppScreenshot {
  src: string;
  alt: string;
  caption: string;
}

// The WebP files come from the visual baselines of the real screens (scripts/site-screenshots.ts):
// the alt texts say what those screens show, data included.
export const APP_SCREENSHOTS = {
  calendario: {
    src: '/screenshots/calendario.webp',
    alt: 'La pagina iniziale di Agendina: le scorciatoie per salone, archivio clienti, comunicazioni, cassa e magazzino, i contatori dei clienti da richiamare e delle prenotazioni di oggi, e il calendario del giorno con una colonna per ogni operatore (Chiara Romano, Luca Ferrari, Sara Conti) e gli appuntamenti nel colore del loro operatore.',
    caption: 'Il calendario del giorno, una colonna per operatore.',
  },
  prenotazione: {
    src: '/screenshots/prenotazione.webp',
    alt: 'Il terzo passo della prenotazione, Conferma: sulla linea del tempo Taglio donna con Giulia dalle 9:30 alle 10:30 e Piega con Marco dalle 11:40 alle 12:10, il riepilogo per la cliente Maria Rossi con durata totale di 2 ore e 40 minuti, e l’avviso «Attesa lunga» per l’ora e dieci tra i due servizi.',
    caption:
      'Un appuntamento con due servizi e due operatori: l’attesa lunga viene segnalata prima di salvare.',
  },
  schedaCliente: {
    src: '/screenshots/scheda-cliente.webp',
    alt: 'La scheda della cliente Anna Bianchi: telefono, e-mail e la nota «Preferisce il colore senza ammoniaca», il collegamento alla conversazione WhatsApp, lo storico degli appuntamenti con stato e origine, e la durata personalizzata del Colore: 90 minuti invece dell’ora prevista.',
    caption: 'La scheda cliente, con lo storico e le durate personalizzate.',
  },
  scontrino: {
    src: '/screenshots/scontrino.webp',
    alt: 'Lo scontrino 2026-000042 del Salone Bellavista: taglio donna, piega e due shampoo ristrutturanti per 90,00 euro, l’IVA al 22%, il pagamento in contanti con il resto e il documento commerciale di vendita con lo stato «Trasmesso».',
    caption: 'Uno scontrino della cassa, con il documento commerciale trasmesso.',
  },
  magazzino: {
    src: '/screenshots/magazzino.webp',
    alt: 'La panoramica del magazzino: il valore al costo dei prodotti, due prodotti sotto la scorta minima con giacenza, scorta minima e fornitore, il pulsante «Proponi ordine» e l’avviso di un prodotto con la giacenza sotto zero.',
    caption: 'Il magazzino: cosa sta finendo e l’ordine al fornitore già proposto.',
  },
  comunicazioni: {
    src: '/screenshots/comunicazioni.webp',
    alt: 'L’elenco delle conversazioni WhatsApp del salone, dalla più recente: Francesca Moretti chiede un balayage per sabato e ha una richiesta di assistenza aperta, un cliente chiede se il salone è aperto domenica mattina, e due conferme di appuntamento inviate dal salone.',
    caption: 'Le conversazioni WhatsApp del salone, in un solo elenco.',
  },
  daRichiamare: {
    src: '/screenshots/da-richiamare.webp',
    alt: 'L’elenco dei clienti da richiamare: Francesca Moretti, arrivata dall’assistente WhatsApp perché il servizio chiesto non è stato trovato, e un numero arrivato dall’assistente vocale con una richiesta fuori dall’orario di apertura; per ciascuno i pulsanti per aprire la conversazione e segnare la richiesta come risolta.',
    caption: 'Chi ha cercato il salone e va richiamato, con il motivo.',
  },
} as const satisfies Record<string, AppScreenshot>;
