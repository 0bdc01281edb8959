import { blogPostPage } from './BlogPost.tsx';
import { hairdresserSoftwarePost } from './posts.ts';

function HairdresserSoftwareBody() {
  return (
    <>
      <p>
        Scegliere un gestionale per il salone è una decisione che si vive ogni giorno: lo aprirai
        decine di volte, con le mani occupate, tra una piega e un colore. Le schede di confronto
        elencano centinaia di funzioni, ma quelle che fanno la differenza sono poche. Ecco quali
        sono, perché contano per un parrucchiere e che cosa chiedere durante una prova.
      </p>

      <h2>1. Un'agenda pensata per operatore</h2>
      <p>
        In un salone non si prenota «un posto»: si prenota un servizio con una persona. L'agenda
        deve mostrare una colonna per ogni operatore, con i suoi orari, le pause e i giorni di
        ferie, e deve sapere chi fa che cosa: se la tua colorista è l'unica che fa le meches,
        l'agenda non deve permettere di assegnarle a qualcun altro.
      </p>
      <h3>Che cosa verificare nella prova</h3>
      <ul>
        <li>Viste per giorno, settimana e mese, e una vista d'insieme rapida sulla settimana.</li>
        <li>Orari di apertura, pause, chiusure e ferie degli operatori.</li>
        <li>Un colore per operatore, per leggere la giornata a colpo d'occhio.</li>
        <li>Il blocco delle sovrapposizioni e degli appuntamenti fuori orario.</li>
      </ul>

      <h2>2. Servizi con durate vere, anche per cliente</h2>
      <p>
        Un colore non dura sempre 90 minuti: dipende dai capelli, dalla lunghezza, dalla cliente. Un
        buon gestionale ti permette di impostare la durata standard di ogni servizio e di ricordare
        la durata reale per una cliente specifica. Così l'agenda smette di essere una stima e la
        giornata finisce all'ora prevista. Deve anche gestire appuntamenti con più servizi e più
        operatori: taglio con una persona, colore con un'altra.
      </p>

      <h2>3. Schede clienti utili, non decorative</h2>
      <p>
        La scheda deve rispondere in un secondo alle domande che ti fai quando la cliente si siede:
        che cosa ha fatto l'ultima volta, con chi, quali note hai lasciato (la formula del colore,
        un'allergia, una preferenza). La ricerca deve funzionare per nome e per telefono, e i numeri
        doppi vanno segnalati, non duplicati in silenzio.
      </p>

      <h2>4. WhatsApp dentro il gestionale</h2>
      <p>
        Se le prenotazioni arrivano su WhatsApp, il gestionale deve sapere che cosa succede in chat.
        Le funzioni che contano:
      </p>
      <ul>
        <li>la conversazione con il cliente visibile dalla sua scheda;</li>
        <li>
          le prenotazioni arrivate dalla chat riconoscibili nell'agenda, per sapere da dove
          arrivano;
        </li>
        <li>
          una lista delle richieste che l'assistente non ha potuto chiudere, con il motivo, da
          richiamare;
        </li>
        <li>
          il collegamento tramite la WhatsApp Business Platform di Meta, che è il canale ufficiale
          per i software: un collegamento non ufficiale può far bloccare il numero.
        </li>
      </ul>
      <p>
        Ricorda le regole di WhatsApp: fuori dalla finestra di 24 ore dall'ultimo messaggio del
        cliente si scrive solo con messaggi modello approvati, e serve il consenso del cliente a
        ricevere messaggi. Ne parliamo nella{' '}
        <a href="/blog/automatizzare-prenotazioni-whatsapp-guida-completa">
          guida alle prenotazioni con WhatsApp
        </a>
        .
      </p>

      <h2>5. Cassa con documento commerciale</h2>
      <p>
        Dal 2020 i corrispettivi vanno memorizzati e trasmessi all'Agenzia delle Entrate. Oltre al
        registratore telematico, la legge permette di emettere il documento commerciale con la
        procedura web dell'Agenzia o con soluzioni software collegate a un fornitore autorizzato.
        Qualunque strada scelga il gestionale, chiedi:
      </p>
      <ul>
        <li>come gestisce IVA, sconti e pagamenti misti (contanti più carta);</li>
        <li>come si fanno resi e annullamenti, che hanno regole precise;</li>
        <li>se lo scontrino parte dall'appuntamento, senza riscrivere i servizi;</li>
        <li>dove trovi lo storico e il riepilogo mensile per il commercialista.</li>
      </ul>
      <p>
        Attenzione: anche se è il software a trasmettere il documento, la responsabilità fiscale
        resta del salone. Parlane con il tuo commercialista prima di cambiare sistema.
      </p>

      <h2>6. Magazzino collegato alla cassa</h2>
      <p>
        Shampoo, maschere e colori sono denaro fermo sugli scaffali. Il magazzino serve se si
        aggiorna da solo: il prodotto venduto in cassa deve uscire dalle giacenze senza un secondo
        passaggio. Le funzioni da cercare sono la lettura dei codici a barre (anche con la
        fotocamera del telefono), la scorta minima con una proposta d'ordine, i fornitori, gli
        arrivi parziali e l'inventario.
      </p>

      <h2>7. Sicurezza e ruoli</h2>
      <p>
        Ogni collaboratore dovrebbe avere il suo accesso, con i permessi del suo ruolo: non tutti
        devono vedere gli incassi. Devi poter chiudere le sessioni aperte, per esempio quando un
        telefono viene perso, e il fornitore deve garantire che i dati del tuo salone siano separati
        da quelli degli altri. Per i dati dei tuoi clienti il fornitore agisce come responsabile del
        trattamento: chiedi l'accordo previsto dall'art. 28 del GDPR.
      </p>

      <h2>8. Accessibile e senza installazioni</h2>
      <p>
        Un gestionale che funziona dal browser si usa dal computer della reception, dal tablet e dal
        telefono, senza installazioni né aggiornamenti da fare. Chiedi anche se è accessibile:
        contrasti leggibili, testi che si ingrandiscono, uso completo da tastiera. Aiuta chi ha una
        disabilità e rende il lavoro più comodo per tutti, soprattutto nelle giornate piene.
      </p>

      <h2>Come fare la prova</h2>
      <ol>
        <li>Inserisci i tuoi servizi veri, con le durate vere, e due o tre operatori.</li>
        <li>Ricostruisci una giornata piena della settimana scorsa.</li>
        <li>Prova a sbagliare apposta: un doppio appuntamento, un servizio fuori orario.</li>
        <li>Fai uno scontrino con sconto e pagamento misto, poi un reso.</li>
        <li>Vendi un prodotto e controlla che la giacenza scenda.</li>
        <li>Fai provare tutto a un collaboratore, senza spiegazioni.</li>
      </ol>

      <h2>Dove si colloca Agendina</h2>
      <p>
        Agendina è nata per saloni di parrucchieri, estetisti e massaggiatori in Italia e copre i
        punti di questa lista: agenda per operatore con viste per giorno, settimana, mese e la
        «Vista rapida» di sette giorni; prenotazione in tre passi che controlla le regole prima di
        salvare; tempi personalizzati per cliente; schede con storico e note; lista «Da richiamare»
        e conversazioni WhatsApp; cassa con documento commerciale trasmesso tramite fiskaly;
        magazzino con codici EAN e proposta d'ordine; ruoli per il personale. È costruita secondo le
        WCAG 2.2 livello AA. Gli appuntamenti si spostano trascinandoli nel calendario o da
        tastiera, e i promemoria partono da soli su WhatsApp 24 ore prima della visita. Puoi
        provarla gratis per 14 giorni.
      </p>
    </>
  );
}

export const hairdresserSoftwarePage = blogPostPage(
  hairdresserSoftwarePost,
  HairdresserSoftwareBody,
);
