import { blogPostPage } from './BlogPost.tsx';
import { noShowRemindersPost } from './posts.ts';

function NoShowRemindersBody() {
  return (
    <>
      <p>
        Una cliente che non si presenta non costa solo il prezzo del servizio: costa l'ora di un
        operatore pagata comunque, la cliente che avresti potuto inserire al suo posto e un po' di
        buonumore. Quasi sempre non c'è cattiveria: ci si dimentica, si confonde il giorno, ci si
        vergogna di disdire all'ultimo. Per questo la soluzione più efficace è anche la più
        semplice: ricordare l'appuntamento al momento giusto e rendere facile disdire. In questo
        articolo vediamo come farlo, che cosa scrivere e come impostare una politica di disdetta e
        una caparra senza inciampare nelle regole.
      </p>

      <h2>Prima misura, poi intervieni</h2>
      <p>
        Prima di cambiare qualcosa, conta. Per quattro settimane segna ogni appuntamento saltato
        senza avviso e ogni disdetta arrivata con meno di 24 ore di anticipo. Annota il giorno, la
        fascia oraria, il servizio e se la cliente è nuova o abituale. Spesso emergono schemi
        chiari: il sabato mattina, le prime visite, i servizi prenotati con molte settimane di
        anticipo. Saprai dove concentrare gli sforzi e potrai verificare se le misure funzionano.
      </p>

      <h2>Il promemoria: quando mandarlo</h2>
      <p>
        Il momento più usato è 24 ore prima: abbastanza vicino perché la cliente se ne ricordi,
        abbastanza lontano perché tu possa riempire il posto se disdice. Qualche indicazione:
      </p>
      <ul>
        <li>
          <strong>24 ore prima</strong> per i servizi normali: è il promemoria principale.
        </li>
        <li>
          <strong>48-72 ore prima</strong> per i servizi lunghi o costosi (un colore completo, un
          trattamento viso di un'ora e mezza), così hai il tempo di riassegnare lo spazio.
        </li>
        <li>
          <strong>Una conferma subito dopo la prenotazione</strong>, con giorno, ora, servizio e
          indirizzo: molti errori nascono da un orario capito male al telefono.
        </li>
        <li>
          <strong>Mai di notte.</strong> Programma gli invii in orario di apertura.
        </li>
      </ul>

      <h2>Che cosa scrivere</h2>
      <p>Il promemoria deve essere breve, personale e con un'azione chiara. Un esempio:</p>
      <blockquote>
        <p>
          Ciao Laura, ti ricordiamo l'appuntamento di domani, martedì 18, alle 15:30 per taglio e
          piega con Chiara. Se non riesci a venire, rispondi a questo messaggio o usa il link per
          disdire: libereremo il posto per un'altra cliente. A domani! Salone Aurora
        </p>
      </blockquote>
      <h3>Gli elementi che non devono mancare</h3>
      <ul>
        <li>il nome della cliente e del salone, per essere riconoscibili;</li>
        <li>giorno, data, ora, servizio e, se conta, l'operatore;</li>
        <li>un modo semplice per confermare o disdire, senza dover telefonare;</li>
        <li>un tono gentile: chi si sente rimproverata non disdice, semplicemente non viene.</li>
      </ul>
      <p>
        Evita di inserire promozioni nel promemoria: su WhatsApp trasformerebbero un messaggio di
        servizio in un messaggio di marketing, con altre regole e un consenso diverso.
      </p>

      <h2>Il canale: WhatsApp, SMS o e-mail</h2>
      <p>
        WhatsApp è il canale che le clienti leggono di più, ma ha regole precise. Se il promemoria
        parte più di 24 ore dopo l'ultimo messaggio della cliente, con la WhatsApp Business Platform
        si può inviare solo un <strong>messaggio modello</strong> approvato da Meta, nella categoria
        di utilità, e la cliente deve aver accettato di ricevere messaggi dal salone su WhatsApp.
        L'SMS arriva a tutti, ma di solito costa di più per messaggio e non permette risposte
        ricche; l'e-mail è gratuita ma viene letta meno. Per chi non usa WhatsApp, tieni
        un'alternativa.
      </p>

      <h2>Che cosa dice la legge sui dati</h2>
      <p>
        Per il GDPR il promemoria di un appuntamento richiesto dalla cliente rientra nell'esecuzione
        del servizio (art. 6, par. 1, lett. b, del Regolamento UE 2016/679): non serve un consenso
        privacy separato, ma serve l'informativa che spiega come userai il suo numero. Le promozioni
        sono un'altra cosa e richiedono un consenso specifico. Se il promemoria lo invia un
        software, il fornitore tratta i dati per conto tuo e serve un accordo di trattamento (art.
        28).
      </p>

      <h2>La politica di disdetta</h2>
      <p>
        Una regola chiara, detta prima, evita discussioni dopo. Scrivila in poche righe, mostrala in
        salone e mandala con la conferma. Per esempio: «Puoi disdire o spostare gratuitamente fino a
        24 ore prima. Per le disdette successive o le mancate presentazioni, alla seconda volta ti
        chiederemo una caparra per le prenotazioni future». Poi applicala con coerenza: una regola
        che vale solo per alcune clienti perde forza per tutte.
      </p>

      <h2>Caparra e acconto: cosa sapere</h2>
      <p>
        Chiedere un pagamento anticipato per i servizi lunghi è legittimo, ma la parola giusta
        conta:
      </p>
      <ul>
        <li>
          <strong>Acconto</strong>: è una parte del prezzo. Se il servizio non si fa, di norma va
          restituito, salvo che sia stato concordato diversamente.
        </li>
        <li>
          <strong>Caparra confirmatoria</strong> (art. 1385 del Codice civile): se la cliente non si
          presenta, il salone può trattenerla; se è il salone a non rispettare l'impegno, deve
          restituirne il doppio.
        </li>
        <li>
          <strong>Caparra penitenziale</strong> (art. 1386 c.c.): è il prezzo del diritto di
          recedere, concordato in anticipo.
        </li>
      </ul>
      <p>
        Con le clienti privati vale anche il Codice del consumo: una clausola che permette al
        professionista di trattenere le somme versate dal consumatore che rinuncia, senza prevedere
        il diritto del consumatore al doppio se è il professionista a rinunciare, si presume
        vessatoria (art. 33). Scrivi quindi condizioni reciproche, chiare e accettate prima del
        pagamento, e rilascia sempre il documento fiscale per quello che incassi. Nel dubbio, fatti
        consigliare dal tuo commercialista o da un legale.
      </p>

      <h2>Liberare il posto e riempirlo</h2>
      <p>
        Il promemoria serve a poco se la disdetta arriva e nessuno la vede. Decidi chi controlla i
        messaggi nella giornata e tieni una lista di clienti disponibili a venire con poco
        preavviso: chi aspetta un posto il sabato ringrazia volentieri. Se il gestionale ti mostra
        gli spazi liberi per operatore, riempirli diventa questione di un messaggio.
      </p>

      <h2>Lista di controllo</h2>
      <ul>
        <li>Conta per un mese assenze e disdette all'ultimo momento.</li>
        <li>Manda la conferma subito e il promemoria 24 ore prima (48-72 per i servizi lunghi).</li>
        <li>Scrivi messaggi brevi, gentili, con un modo facile per disdire.</li>
        <li>Raccogli il consenso per WhatsApp e dai l'informativa privacy.</li>
        <li>Pubblica una politica di disdetta e applicala a tutte.</li>
        <li>
          Se chiedi una caparra, scrivi condizioni reciproche e rilascia il documento fiscale.
        </li>
        <li>Tieni una lista di clienti pronte a prendere un posto liberato.</li>
      </ul>

      <h2>E Agendina?</h2>
      <p>
        Oggi Agendina ti dà l'agenda per operatore con gli spazi liberi sempre visibili, le schede
        clienti con lo storico e le note, le conversazioni WhatsApp nella scheda di ogni cliente e
        la cassa con il documento commerciale per le caparre e gli acconti che incassi. E manda da
        sola i promemoria 24 ore prima della visita: su WhatsApp, o per e-mail a chi non ha un
        cellulare, con un link per confermare o disdire; in agenda vedi chi ha confermato.
      </p>
    </>
  );
}

export const noShowRemindersPage = blogPostPage(noShowRemindersPost, NoShowRemindersBody);
