import * as styles from './legal.css.ts';

/**
 * The second half of the privacy policy (inside the page's Prose): who receives the data,
 * transfers outside the EU, security, the reader's rights, cookies, changes.
 */
export function PrivacyRecipientsAndRights() {
  return (
    <>
      <h2>A chi affidiamo i dati: i responsabili e i sub-responsabili</h2>
      <p>
        Per far funzionare il servizio ci appoggiamo ad alcuni fornitori, scelti per le garanzie che
        offrono e vincolati da un accordo sul trattamento dei dati (art. 28 GDPR). Per i dati dei
        clienti dei saloni sono sub-responsabili, autorizzati dal salone con l'accettazione dei
        termini.
      </p>
      <table className={styles.table}>
        <caption>Fornitori che trattano dati per conto di Agendina</caption>
        <thead>
          <tr>
            <th scope="col">Servizio</th>
            <th scope="col">Fornitore</th>
            <th scope="col">Quali dati</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Hosting del sito, dell'applicazione e del database</td>
            <td>Fornitore cloud con data center nell'Unione europea</td>
            <td>Tutti i dati del servizio</td>
          </tr>
          <tr>
            <td>Invio delle e-mail (accesso, avvisi, notifiche delle consulenze)</td>
            <td>Servizio di invio e-mail con server nell'Unione europea</td>
            <td>Indirizzo e-mail e contenuto del messaggio</td>
          </tr>
          <tr>
            <td>Messaggi WhatsApp dei saloni con i loro clienti</td>
            <td>Meta Platforms Ireland Ltd (WhatsApp Business Platform, Cloud API), Irlanda</td>
            <td>Numero di telefono, nome e contenuto dei messaggi</td>
          </tr>
          <tr>
            <td>Trasmissione del documento commerciale all'Agenzia delle Entrate</td>
            <td>fiskaly GmbH (SIGN IT), Austria</td>
            <td>Dati dello scontrino e dati fiscali del salone</td>
          </tr>
          <tr>
            <td>Pagamento dell'abbonamento con carta</td>
            <td>Stripe Payments Europe, Ltd, Irlanda</td>
            <td>Nome, e-mail, dati della carta e del pagamento</td>
          </tr>
          <tr>
            <td>Statistica delle visite al sito, solo se attivata</td>
            <td>Plausible Analytics o Umami, su server nell'Unione europea, senza cookie</td>
            <td>Pagina visitata, provenienza, tipo di dispositivo, in forma aggregata</td>
          </tr>
        </tbody>
      </table>
      <p>
        L'elenco aggiornato dei fornitori, con la ragione sociale di ciascuno, è disponibile su
        richiesta a <a href="mailto:privacy@agendina.it">privacy@agendina.it</a>; i saloni sono
        avvisati prima di ogni nuovo sub-responsabile e possono opporsi. L'Agenzia delle Entrate
        riceve i documenti commerciali come destinatario per obbligo di legge, non per nostro conto.
      </p>

      <h2>Trasferimenti fuori dall'Unione europea</h2>
      <p>
        Conserviamo i dati nell'Unione europea. Alcuni fornitori appartengono a gruppi con sede
        negli Stati Uniti (Meta e Stripe) e possono trasferire dati alle società del gruppo, per
        esempio per l'assistenza o la sicurezza. Questi trasferimenti avvengono sulla base della
        decisione di adeguatezza della Commissione europea del 10 luglio 2023 (EU-U.S. Data Privacy
        Framework) per le società certificate e delle clausole contrattuali tipo approvate dalla
        Commissione (art. 46 GDPR), con le misure supplementari previste dai fornitori. Puoi
        chiederci copia delle garanzie adottate.
      </p>

      <h2>Come proteggiamo i dati</h2>
      <p>
        Tutte le connessioni sono cifrate (HTTPS). Le password sono conservate solo in forma
        derivata con argon2id, mai in chiaro. I dati di ogni salone sono separati da quelli degli
        altri: ogni richiesta al server è limitata ai dati del salone di chi la fa. Il personale
        accede con account personali e ruoli, e le sessioni aperte si possono chiudere dalle
        impostazioni di sicurezza.
      </p>

      <h2>I tuoi diritti</h2>
      <p>In ogni momento puoi chiedere, scrivendo a privacy@agendina.it:</p>
      <ul>
        <li>l'accesso ai tuoi dati e una copia (art. 15);</li>
        <li>la rettifica dei dati inesatti o incompleti (art. 16);</li>
        <li>la cancellazione, nei casi previsti (art. 17);</li>
        <li>la limitazione del trattamento (art. 18);</li>
        <li>la portabilità dei dati che ci hai fornito, in un formato leggibile (art. 20);</li>
        <li>l'opposizione ai trattamenti basati sul nostro legittimo interesse (art. 21);</li>
        <li>
          di non essere sottoposto a decisioni basate solo su trattamenti automatizzati che
          producono effetti giuridici (art. 22): Agendina non prende decisioni di questo tipo.
        </li>
      </ul>
      <p>
        Ti rispondiamo entro un mese dalla richiesta (art. 12). Se i dati riguardano il tuo rapporto
        con un salone, la richiesta va fatta al salone, che ne è titolare. Hai anche diritto di
        proporre reclamo al Garante per la protezione dei dati personali (
        <a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>) o all'autorità del Paese
        in cui vivi o lavori.
      </p>

      <h2>Cookie e memorizzazione nel browser</h2>
      <p>
        Il sito pubblico non usa cookie. L'applicazione per i saloni conserva nel browser, con la
        tecnologia localStorage, solo ciò che serve a restare collegati (i dati della sessione): è
        una memorizzazione tecnica, strettamente necessaria al servizio che hai chiesto, per cui la
        legge non richiede il consenso (art. 122 del Codice privacy). Non usiamo cookie di
        profilazione né cookie di terze parti, e la statistica delle visite, se attiva, non usa
        cookie. Per questo il sito non mostra un banner sui cookie: se un giorno servissero cookie
        non tecnici, chiederemo prima il tuo consenso con un banner e aggiorneremo questa pagina.
      </p>

      <h2>Modifiche a questa informativa</h2>
      <p>
        Se cambiamo il modo in cui trattiamo i dati aggiorniamo questa pagina e la data in alto; ai
        saloni con un account comunichiamo via e-mail le modifiche rilevanti prima che si
        applichino.
      </p>
    </>
  );
}
