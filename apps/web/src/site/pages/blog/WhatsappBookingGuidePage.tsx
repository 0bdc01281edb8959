import { blogPostPage } from './BlogPost.tsx';
import { whatsappBookingGuidePost } from './posts.ts';

function WhatsappBookingGuideBody() {
  return (
    <>
      <p>
        Nella maggior parte dei saloni italiani le prenotazioni arrivano già su WhatsApp: un
        messaggio la sera tardi, un vocale tra un cliente e l'altro, una foto del taglio che la
        cliente vorrebbe. Il problema non è il canale, che i clienti amano, ma il lavoro che crea:
        qualcuno deve leggere, controllare l'agenda, rispondere, scrivere l'appuntamento e
        ricordarsi di confermarlo. In questa guida vediamo come mettere ordine, che cosa si può
        automatizzare davvero e quali regole valgono, sia quelle di WhatsApp sia quelle del GDPR.
      </p>

      <h2>Prima di tutto: quale WhatsApp usi?</h2>
      <p>Esistono tre prodotti diversi, e la scelta cambia quello che puoi automatizzare.</p>
      <h3>WhatsApp personale</h3>
      <p>
        È il numero del titolare usato anche per il lavoro. Funziona finché il salone è piccolo, ma
        mescola vita privata e clienti, non permette di condividere i messaggi con i collaboratori
        e, per le condizioni d'uso di WhatsApp, non è pensato per un'attività commerciale. È il
        primo passo da superare.
      </p>
      <h3>L'app WhatsApp Business</h3>
      <p>
        È gratuita e si installa sul telefono del salone. Offre il profilo dell'attività con
        indirizzo e orari, il messaggio di benvenuto, il messaggio di assenza fuori orario, le
        risposte rapide e le etichette per ordinare le chat. È un ottimo punto di partenza, ma le
        risposte restano manuali: nessun programma esterno può leggere l'agenda e rispondere al
        posto tuo.
      </p>
      <h3>La WhatsApp Business Platform (Cloud API)</h3>
      <p>
        È la versione per i software: Meta la offre attraverso la Cloud API, a cui si collegano
        gestionali e assistenti automatici. Serve un numero registrato sulla piattaforma (Meta
        permette, con alcuni limiti, di continuare a usarlo anche nell'app WhatsApp Business), un
        account Meta Business e l'accettazione delle politiche commerciali di WhatsApp. In cambio, i
        messaggi possono entrare nel gestionale, essere letti da un assistente e finire nella scheda
        del cliente.
      </p>

      <h2>Le regole di WhatsApp che devi conoscere</h2>
      <h3>La finestra di assistenza di 24 ore</h3>
      <p>
        Quando un cliente ti scrive, si apre una finestra di 24 ore dal suo ultimo messaggio. In
        quella finestra puoi rispondere liberamente, con qualsiasi testo. Se la finestra è chiusa,
        per esempio perché vuoi ricordare un appuntamento fissato due settimane prima, con la
        piattaforma puoi scrivere solo con un <strong>messaggio modello</strong> approvato da Meta.
      </p>
      <h3>I messaggi modello</h3>
      <p>
        Un modello è un testo fisso con alcuni campi variabili (nome, data, ora), che Meta controlla
        prima di approvarlo. I modelli sono divisi in categorie: quelli di <em>utilità</em>{' '}
        riguardano qualcosa che il cliente ha già chiesto, come la conferma o il promemoria di un
        appuntamento; quelli di <em>marketing</em> servono per promozioni e offerte. Le categorie
        hanno regole e tariffe diverse, e Meta può riclassificare un modello di utilità che contiene
        una promozione. Il consiglio pratico: tieni i promemoria essenziali e non aggiungere sconti
        o novità nello stesso messaggio. Le tariffe cambiano nel tempo: controlla sempre il listino
        aggiornato di Meta prima di fare i conti.
      </p>
      <h3>Il consenso a ricevere messaggi (opt-in)</h3>
      <p>
        Le politiche di WhatsApp chiedono che la persona abbia accettato di ricevere messaggi dalla
        tua attività su WhatsApp prima che tu le scriva per primo, e che tu rispetti subito ogni
        richiesta di smettere. Il consenso deve dire chiaramente chi scriverà e su quale canale: una
        casella nel modulo di prima visita o una frase al momento della prenotazione («Ti mandiamo
        la conferma e il promemoria su WhatsApp, va bene?»), annotata nella scheda.
      </p>

      <h2>Che cosa dice il GDPR</h2>
      <p>
        Il numero di telefono e i messaggi sono dati personali: valgono il Regolamento UE 2016/679 e
        il Codice privacy (D.Lgs. 196/2003). In pratica:
      </p>
      <ul>
        <li>
          <strong>Informativa.</strong> Chi prenota deve sapere chi tratta i suoi dati, per quale
          scopo e per quanto tempo (art. 13). Basta un testo breve in salone e sul modulo di prima
          visita, con un rimando all'informativa completa.
        </li>
        <li>
          <strong>Conferme e promemoria.</strong> Servono a dare il servizio che il cliente ha
          chiesto: la base giuridica è l'esecuzione di un contratto o di misure richieste
          dall'interessato (art. 6, par. 1, lett. b). Resta comunque l'opt-in richiesto da WhatsApp.
        </li>
        <li>
          <strong>Promozioni.</strong> Offerte, auguri con sconto e novità sono marketing: su
          WhatsApp serve un consenso specifico, libero e separato (art. 6, par. 1, lett. a, e art.
          130 del Codice privacy). Mai caselle già spuntate, e il cliente deve poter revocare con la
          stessa facilità con cui ha accettato.
        </li>
        <li>
          <strong>Fornitori.</strong> Se usi un gestionale o un assistente esterno, il fornitore
          tratta i dati dei tuoi clienti per conto tuo: serve un accordo di trattamento (art. 28).
        </li>
        <li>
          <strong>Conservazione.</strong> Decidi per quanto tempo tieni le conversazioni e cancella
          quelle che non servono più.
        </li>
      </ul>

      <h2>Passo dopo passo: mettere ordine nelle prenotazioni</h2>
      <ol>
        <li>
          <strong>Un numero solo per il salone.</strong> Pubblicalo su Google, sui social e in
          vetrina, e smetti di dare il numero personale.
        </li>
        <li>
          <strong>Un'agenda sola, consultabile da tutti.</strong> Se l'agenda è di carta o sul
          telefono del titolare, nessun automatismo potrà funzionare. Il primo passo è un'agenda
          digitale con gli operatori, gli orari e le durate vere dei servizi.
        </li>
        <li>
          <strong>Regole scritte.</strong> Quali servizi si prenotano via chat, con quanto anticipo,
          chi può fare che cosa, come si disdice. Le stesse regole valgono per chi risponde in
          salone e per un assistente automatico.
        </li>
        <li>
          <strong>Risposte pronte.</strong> Prepara i testi ricorrenti: conferma, richiesta di
          dettagli («Taglio o anche colore?»), disdetta, fuori orario.
        </li>
        <li>
          <strong>Raccolta del consenso.</strong> Aggiungi la frase sull'opt-in al modulo di prima
          visita e annota la risposta nella scheda del cliente.
        </li>
        <li>
          <strong>Un posto per le richieste difficili.</strong> Qualcuno chiederà sempre qualcosa di
          fuori dall'ordinario: serve una lista di persone da richiamare, con un responsabile,
          invece di chat lasciate a metà.
        </li>
        <li>
          <strong>Misura.</strong> Per un mese conta quante prenotazioni arrivano da WhatsApp,
          quante richiedono una telefonata e quante vengono disdette. Saprai dove intervenire.
        </li>
      </ol>

      <h2>Che cosa automatizzare, e che cosa no</h2>
      <p>
        Conviene automatizzare ciò che è ripetitivo e ha una risposta giusta: controllare se c'è
        posto, proporre un orario compatibile con la durata del servizio e con l'operatore giusto,
        confermare, ricordare. Conviene invece lasciare a una persona le richieste che richiedono
        giudizio: una correzione di colore, un reclamo, una cliente che vuole parlare con la sua
        parrucchiera. Un buon sistema non prova a rispondere a tutto: riconosce quando non sa, lo
        dice con gentilezza e passa la richiesta al salone.
      </p>

      <h2>Come funziona con Agendina</h2>
      <p>
        In Agendina l'agenda per operatore, con orari, pause e ferie, è il riferimento per ogni
        prenotazione, anche per quelle che arrivano dall'assistente WhatsApp. La procedura di
        prenotazione controlla le regole prima di salvare: nessuna sovrapposizione, niente fuori
        orario, nessun servizio assegnato a un operatore che non lo fa. Nell'elenco degli
        appuntamenti vedi da dove arriva ciascuno (WhatsApp, assistente vocale o inserimento
        manuale). Le richieste che l'assistente non riesce a chiudere finiscono nella lista «Da
        richiamare», con il motivo; la conversazione con ogni cliente si legge nella sua scheda e
        puoi rispondere da lì.
      </p>
      <p>
        I promemoria partono da soli su WhatsApp 24 ore prima della visita, con un messaggio modello
        e un link per confermare o disdire. E chi preferisce non scrivere prenota da solo sulla
        pagina del salone, con gli stessi orari liberi che vede l'assistente.
      </p>

      <h2>Lista di controllo</h2>
      <ul>
        <li>Un numero WhatsApp dedicato al salone, pubblicato ovunque.</li>
        <li>Un'agenda digitale unica, con operatori, orari e durate reali.</li>
        <li>Regole di prenotazione e di disdetta scritte e condivise.</li>
        <li>Informativa privacy e frase di consenso per WhatsApp nel modulo di prima visita.</li>
        <li>Consenso separato per le promozioni, mai dato per scontato.</li>
        <li>Messaggi modello di utilità per conferme e promemoria, senza offerte dentro.</li>
        <li>Una lista di richieste da richiamare con un responsabile.</li>
        <li>Un accordo di trattamento dati con ogni fornitore che legge i messaggi.</li>
      </ul>
    </>
  );
}

export const whatsappBookingGuidePage = blogPostPage(
  whatsappBookingGuidePost,
  WhatsappBookingGuideBody,
);
