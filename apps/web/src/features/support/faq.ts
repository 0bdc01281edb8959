import type { BusinessWording } from '@agendina/ui';

export interface FaqEntry {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

/**
 * The questions staff ask most about Agendina, in the words of the signed-in business
 * (operatore or parrucchiere, servizio or trattamento): data, so the page only renders it.
 */
export function faqEntries(w: BusinessWording): readonly FaqEntry[] {
  // Only page names come from the wording: Italian articles ("il", "l'", "lo") would not
  // agree with every business word, so the answers say "operatore" and "servizio".
  const workspacePage = `Il mio ${w.workspace.toLowerCase()}`;
  return [
    {
      id: 'prenotare',
      question: 'Come prenoto un appuntamento?',
      answer: [
        `Dalla dashboard premi uno spazio libero del calendario, nella colonna dell'operatore e all'ora che vuoi: si apre la procedura guidata in tre passi.`,
        `In «Cliente e Orario» cerchi il cliente per nome, numero di telefono o e-mail, oppure lo crei al momento. In «Servizi e Operatori» scegli i servizi, anche con operatori diversi per la stessa visita. In «Conferma» controlli la sequenza, gli avvisi su sovrapposizioni e pause lunghe, aggiungi le note e premi «Crea Appuntamento».`,
        'Se qualcosa non va a buon fine la procedura resta aperta con tutto ciò che hai inserito, così puoi correggere e riprovare.',
      ],
    },
    {
      id: 'orari-operatori',
      question: 'Come imposto gli orari e le assenze degli operatori?',
      answer: [
        `Apri «${w.staffLabel}» e modifica l'operatore: per ogni giorno della settimana indichi gli orari di lavoro, anche con una pausa a metà giornata.`,
        `Ferie e permessi si aggiungono nella sezione «Assenze» con le date «Dal» e «Al». Nei giorni di assenza l'operatore non risulta disponibile per le prenotazioni.`,
        `Gli orari di apertura si impostano invece in «${workspacePage}».`,
      ],
    },
    {
      id: 'richiamate',
      question: 'Cosa sono i clienti da richiamare?',
      answer: [
        "Quando l'assistente WhatsApp o l'assistente vocale non riesce a completare una richiesta (per esempio non trova un orario libero o il cliente chiede di parlare con una persona) crea una richiesta di assistenza.",
        "Le trovi nella scheda «Clienti da richiamare» della dashboard, con il motivo, il numero e l'ora. Dopo aver sentito il cliente premi «Segna come risolta» e annota cosa avete concordato.",
      ],
    },
    {
      id: 'whatsapp',
      question: 'Come rispondo ai clienti su WhatsApp?',
      answer: [
        'In «Comunicazioni» trovi tutte le conversazioni WhatsApp, dalla più recente. Puoi cercarle per nome del cliente o per numero di telefono.',
        'Apri una conversazione per leggere i messaggi, che si aggiornano da soli mentre la finestra è aperta, e scrivi la risposta: premi Invio per inviarla, Maiusc+Invio per andare a capo. Se la conversazione ha una richiesta di assistenza aperta puoi risolverla dal pannello laterale.',
        'Dalla scheda di un cliente il collegamento «Apri la conversazione WhatsApp» porta direttamente alla sua chat.',
      ],
    },
    {
      id: 'cassa',
      question: 'Come funziona la cassa?',
      answer: [
        "La cassa digitale è disponibile se è attiva per il tuo abbonamento. Dal dettaglio di un appuntamento premi «Metti in Lavorazione» quando il cliente arriva e «Manda in Pagamento» quando hai finito: l'appuntamento arriva in cassa, pronto da incassare.",
        `Puoi nascondere o mostrare le schede Cassa e Magazzino della dashboard da «${workspacePage}».`,
      ],
    },
    {
      id: 'abbonamento',
      question: 'Come gestisco il mio abbonamento?',
      answer: [
        'Dal menu in alto scegli «ABBONAMENTO»: lì gestisci il tuo piano, e il pagamento avviene con carta su una pagina di pagamento sicura.',
        'Per domande su fatture e pagamenti scrivici qui sotto scegliendo la categoria «Fatturazione».',
      ],
    },
    {
      id: 'password-sessioni',
      question: 'Come cambio la password o esco dagli altri dispositivi?',
      answer: [
        "Premi il pulsante «Impostazioni di sicurezza» nell'intestazione. Lì vedi quante sessioni sono attive rispetto al massimo consentito, cambi la password (almeno 6 caratteri) ed esci da tutti i dispositivi.",
        'Quando raggiungi il numero massimo di sessioni, un nuovo accesso chiude la sessione più vecchia. Dopo il cambio della password devi accedere di nuovo.',
      ],
    },
  ];
}
