import type { SitePage } from '../../site-page.ts';
import { LegalDocument } from './LegalDocument.tsx';
import * as styles from './legal.css.ts';
import { PrivacyRecipientsAndRights } from './PrivacyRecipientsAndRights.tsx';

/** The date this policy last changed: shown on the page and given to sitemap.xml. */
const LAST_UPDATED = '2026-11-24';

function Privacy() {
  return (
    <LegalDocument
      title="Privacy policy"
      lead="Come Agendina tratta i dati personali di chi visita il sito, di chi chiede una consulenza, dei saloni che usano il servizio e dei loro clienti, secondo il Regolamento UE 2016/679 (GDPR) e il D.Lgs. 196/2003 (Codice privacy) come modificato dal D.Lgs. 101/2018."
      lastUpdated={LAST_UPDATED}
    >
      <h2>Chi è il titolare del trattamento</h2>
      <p>
        Il titolare è <strong>Agendina S.r.l.</strong>, con sede a Milano. Per qualsiasi domanda su
        questa informativa o sui tuoi dati scrivi a{' '}
        <a href="mailto:privacy@agendina.it">privacy@agendina.it</a>. Agendina non ha designato un
        responsabile della protezione dei dati (DPO): le richieste sono gestite direttamente dal
        titolare a questo indirizzo.
      </p>

      <h2>I due ruoli di Agendina</h2>
      <p>Agendina tratta dati in due vesti diverse, ed è importante distinguerle:</p>
      <ul>
        <li>
          <strong>Titolare del trattamento</strong> per i dati di chi visita questo sito, di chi
          compila il modulo di consulenza e dei saloni che hanno un account (i dati del titolare e
          del personale, l'abbonamento e la fatturazione).
        </li>
        <li>
          <strong>Responsabile del trattamento</strong> (art. 28 GDPR) per i dati dei clienti dei
          saloni: anagrafica, appuntamenti, note, conversazioni WhatsApp, scontrini. Il titolare di
          questi dati è il salone, che decide perché e come usarli; Agendina li tratta solo per
          fornire il servizio, secondo le istruzioni del salone e l'accordo sul trattamento dei dati
          che fa parte dei <a href="/termini-condizioni">termini e condizioni</a>. Se sei cliente di
          un salone e vuoi esercitare i tuoi diritti, rivolgiti al salone: noi lo aiuteremo a
          risponderti.
        </li>
      </ul>

      <h2>Quali dati trattiamo, perché e su quale base</h2>
      <h3>Chi visita il sito</h3>
      <p>
        Il server che ospita il sito registra i dati tecnici di ogni richiesta (indirizzo IP, data e
        ora, pagina richiesta, tipo di browser) per far funzionare il sito, proteggerlo da abusi e
        risolvere i guasti. Base giuridica: il nostro legittimo interesse alla sicurezza del
        servizio (art. 6, par. 1, lett. f). Se è attivata la statistica delle visite, le pagine
        viste sono contate in forma aggregata, senza cookie e senza conservare l'indirizzo IP, per
        capire quali contenuti sono utili (legittimo interesse).
      </p>
      <h3>Chi chiede una consulenza</h3>
      <p>
        Con il modulo della pagina <a href="/consulenza">consulenza</a> raccogliamo nome, nome
        dell'attività, tipo di attività, telefono, e-mail e il messaggio che scrivi. Li usiamo per
        ricontattarti e organizzare la consulenza che hai chiesto. Base giuridica: misure
        precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b). La richiesta viene
        segnalata al nostro team via e-mail. Non usiamo questi dati per inviarti promozioni.
      </p>
      <h3>I saloni che usano Agendina</h3>
      <p>
        Per fornire il servizio trattiamo i dati dell'account (nome, e-mail, telefono, nome e tipo
        del salone, orari), gli accessi del personale (nome, e-mail, ruolo), i dati di sicurezza
        delle sessioni (data, dispositivo, indirizzo IP), le richieste di assistenza e i dati di
        abbonamento e fatturazione (piano, stato, pagamenti, dati fiscali per la fattura). Basi
        giuridiche: l'esecuzione del contratto (art. 6, par. 1, lett. b); gli obblighi di legge
        fiscali e contabili (lett. c); il legittimo interesse a proteggere gli account da accessi
        abusivi (lett. f). I dati della carta di pagamento sono raccolti direttamente da Stripe:
        Agendina non vede né conserva il numero della carta.
      </p>

      <h2>Per quanto tempo conserviamo i dati</h2>
      <table className={styles.table}>
        <caption>Tempi di conservazione per categoria di dati</caption>
        <thead>
          <tr>
            <th scope="col">Dati</th>
            <th scope="col">Conservazione</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Registri tecnici del server</td>
            <td>30 giorni, salvo che servano per accertare un abuso in corso</td>
          </tr>
          <tr>
            <td>Richieste di consulenza</td>
            <td>12 mesi dall'ultimo contatto, se non diventi cliente</td>
          </tr>
          <tr>
            <td>Dati dell'account del salone e del personale</td>
            <td>Per tutta la durata del contratto e 12 mesi dopo la sua chiusura</td>
          </tr>
          <tr>
            <td>Fatture e documenti contabili</td>
            <td>10 anni, come richiede la legge (art. 2220 del Codice civile)</td>
          </tr>
          <tr>
            <td>Dati dei clienti dei saloni</td>
            <td>
              Finché il salone li conserva nel servizio; alla chiusura dell'account, restituiti o
              cancellati secondo le istruzioni del salone entro 90 giorni
            </td>
          </tr>
        </tbody>
      </table>

      <PrivacyRecipientsAndRights />
    </LegalDocument>
  );
}

export const privacyPage: SitePage = {
  path: '/privacy-policy',
  title: 'Privacy policy',
  description:
    'Come Agendina tratta i dati personali: titolare, finalità e basi giuridiche, conservazione, fornitori (WhatsApp, fiskaly, Stripe), diritti e cookie.',
  lastModified: LAST_UPDATED,
  Component: Privacy,
};
