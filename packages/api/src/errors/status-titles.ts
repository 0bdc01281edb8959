import { CONFLICT_TITLES, type ConflictType } from '@agendina/scheduling';

/** An Italian title and the message used when the server sent none. */
export interface StatusText {
  title: string;
  message: string;
}

/**
 * Refusals of a business rule (422) by code: the booking rules (outside hours, closed day,
 * time off) take the titles the wizard's checks show, from scheduling, so both say the same.
 */
const unprocessableByCode: Readonly<Record<string, StatusText>> = {
  ...Object.fromEntries(
    (Object.keys(CONFLICT_TITLES) as ConflictType[]).map((code) => [
      code,
      {
        title: CONFLICT_TITLES[code],
        message: "L'appuntamento non rispetta gli orari. Scegli un altro orario o un altro giorno.",
      },
    ]),
  ),
  SCHEDULE_INVALID: {
    title: 'Appuntamento non prenotabile',
    message: "L'appuntamento non rispetta le regole di prenotazione. Controlla orari e servizi.",
  },
  SERVICE_NOT_AVAILABLE: {
    title: 'Servizio non disponibile',
    message: "L'operatore scelto non esegue questo servizio. Scegli un altro operatore.",
  },
  DIGITAL_CASH_DISABLED: {
    title: 'Cassa digitale non attiva',
    message: 'Per questa operazione serve la cassa digitale.',
  },
  PASSWORD_REQUIREMENTS: {
    title: 'Password non valida',
    message: 'La password non rispetta i requisiti.',
  },
  WHATSAPP_NOT_CONFIGURED: {
    title: 'WhatsApp non configurato',
    message: 'WhatsApp non è configurato per il salone.',
  },
};

/**
 * Every status the contract documents (openapi/components/responses.yaml) has its own Italian
 * title: "Errore HTTP {status}" is left only for statuses the API never promises.
 */
const byStatus: Readonly<Record<number, StatusText>> = {
  401: {
    title: 'Sessione scaduta',
    message: "La sessione è scaduta. Effettua di nuovo l'accesso.",
  },
  403: {
    title: 'Accesso negato',
    message: 'Non hai i permessi per questa operazione.',
  },
  404: {
    title: 'Non trovato',
    message: "L'elemento richiesto non esiste più. Aggiorna la pagina e riprova.",
  },
  413: {
    title: 'Richiesta troppo grande',
    message: 'La richiesta supera il limite di 1 MB.',
  },
  422: {
    title: 'Operazione non consentita',
    message: "L'operazione non rispetta le regole del salone.",
  },
  429: {
    title: 'Troppi tentativi',
    message: 'Hai fatto troppe richieste. Riprova tra qualche minuto.',
  },
  502: {
    title: 'Servizio esterno non disponibile',
    message: 'Il servizio esterno non ha risposto. Riprova tra qualche istante.',
  },
  503: {
    title: 'Servizio non disponibile',
    message: 'Il servizio non è al momento disponibile. Riprova tra qualche istante.',
  },
};

/** The title and default message of a documented status (422 by its code), if any. */
export function statusText(status: number, code: string | undefined): StatusText | undefined {
  if (status === 422 && code !== undefined) {
    const row = unprocessableByCode[code];
    if (row) return row;
  }
  return byStatus[status];
}
