/**
 * The middle of the terms (sections 6 to 11, inside the page's Prose): the salon's clients'
 * data, fiscal duties, fair use, availability, liability, suspension.
 */
export function TermsResponsibilities() {
  return (
    <>
      <h2>6. I dati dei tuoi clienti</h2>
      <p>
        Per i dati dei tuoi clienti (anagrafica, appuntamenti, note, conversazioni, scontrini) il
        titolare del trattamento sei tu; Agendina è responsabile del trattamento ai sensi dell'art.
        28 del GDPR, e questa sezione ne costituisce l'accordo.
      </p>
      <h3>Che cosa spetta a te</h3>
      <ul>
        <li>
          Dare ai tuoi clienti l'informativa privacy e raccogliere i consensi necessari, in
          particolare quello a ricevere messaggi WhatsApp e, separatamente, quello per le
          comunicazioni promozionali.
        </li>
        <li>
          Inserire solo i dati che ti servono: nelle note, evita dati sulla salute che non siano
          necessari al servizio (per esempio un'allergia a un prodotto lo è).
        </li>
        <li>
          Rispettare le politiche della WhatsApp Business Platform di Meta quando scrivi ai clienti
          attraverso Agendina.
        </li>
      </ul>
      <h3>Che cosa spetta a noi</h3>
      <ul>
        <li>
          Trattare i dati solo per fornirti il servizio e secondo le tue istruzioni, che sono questi
          termini e l'uso che fai dell'applicazione.
        </li>
        <li>
          Vincolare alla riservatezza chi, nel nostro team, può accedere ai dati, e solo quando
          serve (per esempio per rispondere a una tua richiesta di assistenza).
        </li>
        <li>
          Adottare misure di sicurezza adeguate (art. 32) e avvisarti senza ingiustificato ritardo
          di ogni violazione dei dati che ti riguardi.
        </li>
        <li>
          Affidare i dati solo ai sub-responsabili elencati nella{' '}
          <a href="/privacy-policy">privacy policy</a>, avvisandoti prima di aggiungerne uno nuovo,
          così che tu possa opporti.
        </li>
        <li>
          Aiutarti a rispondere alle richieste dei tuoi clienti (accesso, rettifica, cancellazione)
          e darti le informazioni necessarie a dimostrare il rispetto di queste regole.
        </li>
        <li>
          Alla chiusura dell'account, restituirti i dati se lo chiedi e poi cancellarli, come
          indicato al punto 5.
        </li>
      </ul>

      <h2>7. Obblighi fiscali</h2>
      <p>
        Se attivi la cassa digitale, Agendina emette il documento commerciale e lo trasmette
        all'Agenzia delle Entrate tramite il fornitore fiscale fiskaly (SIGN IT). Restano però tuoi,
        come esercente, gli obblighi fiscali: la correttezza di importi, aliquote IVA, resi e
        annullamenti; la configurazione e le credenziali della tua attività presso il fornitore e
        l'Agenzia; la conservazione dei documenti; l'emissione del documento con un altro strumento
        consentito dalla legge se il servizio o il fornitore non sono raggiungibili. Il simulatore
        fiscale incluso in Agendina serve solo a provare la cassa e non trasmette nulla all'Agenzia.
        Ti consigliamo di verificare la configurazione con il tuo commercialista.
      </p>

      <h2>8. Uso corretto del servizio</h2>
      <p>
        Non puoi usare Agendina per attività illecite, per inviare messaggi non richiesti, per
        caricare contenuti che violano diritti altrui, né per tentare di accedere a dati di altri
        saloni o di compromettere il servizio. Non puoi rivendere il servizio a terzi senza il
        nostro accordo scritto. I dati che inserisci restano tuoi; il software, il marchio e i
        contenuti di Agendina restano nostri, e ti concediamo di usarli per la durata
        dell'abbonamento.
      </p>

      <h2>9. Disponibilità e assistenza</h2>
      <p>
        Facciamo il possibile perché il servizio sia disponibile in ogni momento, ma non possiamo
        garantire che non abbia mai interruzioni. Le manutenzioni programmate si fanno, quando
        possibile, fuori dagli orari di apertura dei saloni e sono annunciate in anticipo. Alcune
        funzioni dipendono da servizi di terzi (WhatsApp, il fornitore fiscale, i pagamenti con
        carta), le cui interruzioni non dipendono da noi. Per l'assistenza usa la pagina Assistenza
        dell'applicazione o scrivi a <a href="mailto:info@agendina.it">info@agendina.it</a>:
        rispondiamo nei giorni lavorativi.
      </p>

      <h2>10. Limiti di responsabilità</h2>
      <p>
        Rispondiamo dei danni che sono conseguenza diretta di un nostro inadempimento. Salvo i casi
        di dolo o colpa grave, per i quali la legge non consente limitazioni (art. 1229 del Codice
        civile), e salvo quanto non sia derogabile per legge:
      </p>
      <ul>
        <li>
          la nostra responsabilità complessiva è limitata a quanto ci hai pagato nei 12 mesi
          precedenti il fatto che l'ha causata;
        </li>
        <li>
          non rispondiamo dei danni indiretti, come il mancato guadagno o la perdita di clienti;
        </li>
        <li>
          non rispondiamo dei dati inseriti in modo errato né delle interruzioni dei servizi di
          terzi indicati al punto 9.
        </li>
      </ul>

      <h2>11. Sospensione</h2>
      <p>
        Possiamo sospendere l'accesso a un account, dandone notizia e spiegandone il motivo, se
        viene usato in violazione del punto 8, se mette a rischio la sicurezza del servizio o di
        altri saloni, o se ce lo chiede un'autorità. Se il rischio è immediato possiamo sospendere
        subito e avvisarti appena possibile. La sospensione non comporta la cancellazione dei tuoi
        dati, e il servizio riprende quando la causa è stata risolta.
      </p>
    </>
  );
}
