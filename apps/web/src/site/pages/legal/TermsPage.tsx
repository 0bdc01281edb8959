import type { SitePage } from '../../site-page.ts';
import { LegalDocument } from './LegalDocument.tsx';
import { TermsResponsibilities } from './TermsResponsibilities.tsx';

/** The date these terms last changed: shown on the page and given to sitemap.xml. */
const LAST_UPDATED = '2026-11-24';

function Terms() {
  return (
    <LegalDocument
      title="Termini e condizioni"
      lead="Le condizioni del servizio Agendina per i saloni: che cosa offriamo, come funzionano prova, abbonamento e disdetta, che cosa spetta a te e che cosa a noi."
      lastUpdated={LAST_UPDATED}
    >
      <h2>1. Chi siamo e a chi si rivolgono questi termini</h2>
      <p>
        Il servizio Agendina è fornito da <strong>Agendina S.r.l.</strong>, con sede a Milano
        («Agendina», «noi»). Questi termini regolano il rapporto con chi attiva un account per la
        propria attività di parrucchiere, estetista, massaggiatore o simile («tu», «il salone»).
        Agendina è un servizio per professionisti e imprese: registrandoti dichiari di agire per la
        tua attività professionale, e non come consumatore. Per come trattiamo i dati personali vale
        la <a href="/privacy-policy">privacy policy</a>.
      </p>

      <h2>2. Il servizio</h2>
      <p>
        Agendina è un'applicazione web per la gestione del salone, che si usa dal browser di
        computer, tablet e telefono senza installare nulla. Comprende, secondo il piano scelto,
        l'agenda per operatore, la prenotazione guidata con il controllo delle regole, l'archivio
        clienti, la lista «Da richiamare» e le conversazioni WhatsApp, la cassa con il documento
        commerciale, il magazzino e la gestione del personale. Le funzioni indicate come «in arrivo»
        non fanno parte del servizio finché non sono rese disponibili, e non ci impegniamo su una
        data. Possiamo migliorare e modificare il servizio nel tempo, senza ridurre in modo
        sostanziale le funzioni del piano che stai pagando durante il periodo già pagato.
      </p>

      <h2>3. Account e prova gratuita</h2>
      <ul>
        <li>
          Per usare Agendina registri un account con dati veri e aggiornati. Sei responsabile delle
          credenziali tue e del tuo personale e di ciò che viene fatto con esse; se temi un accesso
          non autorizzato, chiudi le sessioni dalle impostazioni di sicurezza e avvisaci.
        </li>
        <li>
          Puoi creare account per il tuo personale, con il ruolo adatto a ciascuno. Rispondi
          dell'uso che il personale fa del servizio.
        </li>
        <li>
          Ogni nuovo salone parte con 14 giorni di prova gratuita, con le funzioni del servizio e
          senza carta di credito. Alla fine della prova puoi scegliere un piano; se non lo fai, non
          ti addebitiamo nulla.
        </li>
      </ul>

      <h2>4. Piani e pagamento</h2>
      <p>
        I piani disponibili (Base, Pro e Premium), le loro funzioni e i prezzi mensili e annuali
        sono quelli indicati nella <a href="/#piani">sezione Piani della home page</a> al momento
        dell'acquisto. Il pagamento è anticipato, per il mese o per l'anno scelto, con carta tramite
        il nostro fornitore di pagamenti (Stripe). Riceverai la fattura all'indirizzo e-mail
        dell'account. Se cambiamo i prezzi, il nuovo prezzo vale dal rinnovo successivo e te lo
        comunichiamo via e-mail almeno 30 giorni prima.
      </p>

      <h2>5. Rinnovo e disdetta</h2>
      <ul>
        <li>
          L'abbonamento si rinnova automaticamente per un periodo uguale a quello scelto (un mese o
          un anno), salvo disdetta.
        </li>
        <li>
          Puoi disdire in qualsiasi momento con «Disdici» nella pagina Abbonamento: la disdetta ha
          effetto alla fine del periodo già pagato, fino al quale continui a usare il servizio. I
          periodi già iniziati non sono rimborsati, salvo quanto previsto da questi termini.
        </li>
        <li>
          Se l'abbonamento scade o un pagamento non va a buon fine, i tuoi dati non vengono bloccati
          né cancellati: l'applicazione ti mostra un avviso con il collegamento per rinnovare.
        </li>
        <li>
          Puoi chiudere l'account quando vuoi. Alla chiusura, su tua richiesta, ti restituiamo i
          dati del salone in un formato di uso comune; entro 90 giorni li cancelliamo, salvo quelli
          che la legge ci obbliga a conservare.
        </li>
      </ul>

      <TermsResponsibilities />

      <h2>12. Modifiche ai termini</h2>
      <p>
        Possiamo aggiornare questi termini, per esempio per nuove funzioni o nuove norme. Ti
        comunichiamo via e-mail le modifiche rilevanti almeno 30 giorni prima che si applichino; se
        non le accetti, puoi disdire prima di quella data senza costi e, per un abbonamento annuale,
        ottenere il rimborso della parte di periodo non goduta.
      </p>

      <h2>13. Legge applicabile e foro competente</h2>
      <p>
        Questi termini sono regolati dalla legge italiana. Per ogni controversia relativa al
        servizio è competente in via esclusiva il Foro di Milano.
      </p>

      <h2>14. Contatti</h2>
      <p>
        Agendina S.r.l., Milano. Per il servizio e l'abbonamento:{' '}
        <a href="mailto:info@agendina.it">info@agendina.it</a>. Per la privacy:{' '}
        <a href="mailto:privacy@agendina.it">privacy@agendina.it</a>.
      </p>
    </LegalDocument>
  );
}

export const termsPage: SitePage = {
  path: '/termini-condizioni',
  title: 'Termini e condizioni',
  description:
    'Le condizioni del servizio Agendina per i saloni: prova gratuita, piani e pagamento, rinnovo e disdetta, dati dei clienti, obblighi fiscali, responsabilità.',
  lastModified: LAST_UPDATED,
  Component: Terms,
};
