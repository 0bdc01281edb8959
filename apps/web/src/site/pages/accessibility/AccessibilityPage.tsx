import { Hero } from '../../components/Hero.tsx';
import { Prose } from '../../components/Prose.tsx';
import type { SitePage } from '../../site-page.ts';

const FEEDBACK_EMAIL = 'accessibilita@agendina.it';

function AccessibilityBody() {
  return (
    <>
      <Hero
        title="Dichiarazione di accessibilità"
        lead="Agendina deve poterla usare chiunque lavori in un salone: con il mouse, con la sola tastiera, con un lettore di schermo o con il testo ingrandito. Qui diciamo a che punto siamo, come lo verifichiamo e cosa non funziona ancora come vorremmo."
      />
      <Prose>
        <h2>Stato di conformità</h2>
        <p>
          Secondo la nostra autovalutazione, Agendina è <strong>conforme</strong> ai criteri di
          successo di livello A e AA delle WCAG 2.2 (Web Content Accessibility Guidelines) per le
          schermate e le pagine indicate qui sotto. Oggi non conosciamo non conformità; i limiti
          noti, ciascuno con la sua alternativa accessibile, sono elencati più avanti.
        </p>
        <p>
          L’autovalutazione si basa su verifiche automatiche e su test con la sola tastiera, non
          ancora su un audit completo con lettori di schermo: lo spieghiamo nella sezione sui
          metodi. Se trovi un ostacolo, per noi è un difetto da correggere come gli altri.
        </p>

        <h2>A cosa si applica</h2>
        <ul>
          <li>
            L’applicazione web Agendina, in tutte le sue schermate: calendario e prenotazioni,
            clienti, comunicazioni WhatsApp, clienti da richiamare, cassa, magazzino, servizi,
            operatori, impostazioni del salone, abbonamento e assistenza.
          </li>
          <li>
            Il sito pubblico: la home page, le pagine per parrucchieri, estetisti e massaggiatori,
            le domande frequenti, il blog, la richiesta di consulenza, la privacy policy, i termini
            e condizioni e questa pagina.
          </li>
        </ul>
        <p>
          Non rientrano i contenuti che non produciamo noi: la pagina di pagamento con carta del
          fornitore dei pagamenti, dove si paga l’abbonamento, e i messaggi che i clienti scrivono
          su WhatsApp.
        </p>

        <h2>Come lo verifichiamo</h2>
        <ul>
          <li>
            Ogni componente dell’interfaccia e ogni schermata hanno le loro storie in Storybook, e
            su ciascuna, a ogni modifica del codice, l’integrazione continua esegue axe con le
            regole WCAG 2.2 AA: una violazione blocca la modifica.
          </li>
          <li>
            Le pagine dell’applicazione e del sito vengono controllate con axe anche nei test end to
            end, nel browser, con i dati veri del server di prova.
          </li>
          <li>
            I percorsi principali (prenotare un appuntamento, incassare, caricare il magazzino,
            rispondere su WhatsApp) sono coperti da test end to end eseguiti con la sola tastiera.
          </li>
          <li>
            Ogni schermata è fotografata a 1280 e a 390 pixel di larghezza e confrontata con la
            versione approvata; lo stesso test controlla che nessuna pagina costringa a scorrere in
            orizzontale.
          </li>
          <li>
            I colori del tema sono scelti perché ogni coppia di testo e sfondo abbia un contrasto di
            almeno 4,5:1.
          </li>
        </ul>
        <p>
          Gli strumenti automatici trovano solo una parte dei problemi. Con i lettori di schermo
          (NVDA, JAWS, VoiceOver, TalkBack) non abbiamo ancora fatto una verifica sistematica:
          struttura, etichette e annunci sono controllati dagli strumenti, ma l’uso reale con un
          lettore di schermo, schermata per schermata, non l’abbiamo ancora provato a fondo. È la
          prossima verifica che faremo.
        </p>

        <h2>Limiti noti</h2>
        <h3>Lettura dei codici a barre con la fotocamera</h3>
        <p>
          Per leggere un codice a barre con la fotocamera servono una fotocamera e la possibilità di
          inquadrare il codice. Nella stessa finestra il codice EAN-13 si può sempre digitare a
          mano, e i lettori di codici USB o Bluetooth funzionano come una tastiera.
        </p>
        <h3>Spostare gli appuntamenti trascinandoli</h3>
        <p>
          Trascinare un appuntamento nel calendario richiede un puntatore. Chi non lo usa apre
          l’appuntamento e sceglie «Sposta»: giorno, ora e operatore si scelgono da tastiera, con
          gli stessi controlli. Allo stesso modo l’ordine dei servizi si cambia trascinando oppure
          con i pulsanti «Sposta su» e «Sposta giù».
        </p>
        <h3>Scontrini stampati</h3>
        <p>
          Lo scontrino stampato (80 mm o A4) è carta e non si legge con le tecnologie assistive. Lo
          stesso scontrino resta nello storico della cassa come pagina accessibile e si può inviare
          al cliente per e-mail.
        </p>

        <h2>Segnalazioni e richieste</h2>
        <p>
          Se qualcosa non funziona con il tuo modo di usare Agendina, o ti serve un contenuto in un
          altro formato, scrivi a <a href={`mailto:${FEEDBACK_EMAIL}`}>{FEEDBACK_EMAIL}</a>. Indica
          la pagina, che cosa stavi facendo e, se puoi, il dispositivo, il browser e la tecnologia
          assistiva che usi. Ti rispondiamo entro 30 giorni, con la soluzione o con i tempi per
          arrivarci.
        </p>

        <h2>Legge 4/2004 e Linee guida AgID</h2>
        <p>
          La Legge 4/2004 (la «Legge Stanca») obbliga alla dichiarazione di accessibilità le
          pubbliche amministrazioni e i soggetti privati con un fatturato medio superiore a 500
          milioni di euro negli ultimi tre anni che offrono servizi al pubblico tramite siti web e
          applicazioni. Agendina non è tra questi: la dichiarazione non ci è richiesta e non è
          pubblicata sulla piattaforma di AgID. La pubblichiamo volontariamente, seguendo la
          struttura delle Linee guida AgID sull’accessibilità degli strumenti informatici, perché
          chi usa Agendina sappia cosa aspettarsi.
        </p>

        <h2>Data della dichiarazione</h2>
        <p>
          Questa dichiarazione è stata redatta il{' '}
          <time dateTime="2026-11-24">24 novembre 2026</time> sulla base di un’autovalutazione. La
          aggiorniamo quando cambiano le schermate o i risultati delle verifiche, e comunque almeno
          una volta l’anno.
        </p>
      </Prose>
    </>
  );
}

export const accessibilityPage: SitePage = {
  path: '/accessibilita',
  title: 'Dichiarazione di accessibilità',
  description:
    'Accessibilità di Agendina: conformità WCAG 2.2 AA, come la verifichiamo (axe, tastiera, regressione visiva), limiti noti e come segnalarci un problema.',
  lastModified: '2026-11-29',
  Component: AccessibilityBody,
};
