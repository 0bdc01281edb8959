import { isApiError, networkErrorMessage, type ApiErrorBody } from './api-error.ts';
import { whatsAppMessages } from './messages.ts';
import { statusText } from './status-titles.ts';

/** What a dialog shows for a failure: an Italian title, a message, optional details. */
export interface ErrorDescription {
  title: string;
  message: string;
  details?: string[];
}

/** The parts of any failure the catalogue looks at. */
interface Failure {
  network: boolean;
  status: number | undefined;
  message: string | undefined;
  code: string | undefined;
  errors: ApiErrorBody['errors'];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Normalises an ApiError, an Error, a string or a plain `{status, message, code}` object. */
function toFailure(error: unknown): Failure {
  if (isApiError(error)) {
    return {
      network: error.kind === 'network',
      status: error.kind === 'network' ? undefined : error.status,
      message:
        text(error.body?.message) ?? (error.kind === 'network' ? networkErrorMessage : undefined),
      code: error.code,
      errors: error.body?.errors,
    };
  }
  if (typeof error === 'string') {
    return {
      network: error === networkErrorMessage,
      status: undefined,
      message: text(error),
      code: undefined,
      errors: undefined,
    };
  }
  if (typeof error === 'object' && error !== null) {
    const { status, message, code, errors } = error as Record<string, unknown>;
    return {
      network: message === networkErrorMessage,
      status: typeof status === 'number' ? status : undefined,
      message: text(message),
      code: text(code),
      errors: (Array.isArray(errors) || (typeof errors === 'object' && errors !== null)
        ? errors
        : undefined) as ApiErrorBody['errors'],
    };
  }
  return {
    network: false,
    status: undefined,
    message: undefined,
    code: undefined,
    errors: undefined,
  };
}

/** Server messages SPEC.md §8 recognises, in English or in Italian. */
const messageRows: readonly { pattern: RegExp; title: string; message: string }[] = [
  {
    pattern: /service not found|servizio non trovato/i,
    title: 'Servizio non trovato',
    message: 'Il servizio selezionato non esiste più. Aggiorna la pagina e riprova.',
  },
  {
    pattern: /invalid service ids? format|formato (id|degli id) (dei )?servizi non valido/i,
    title: 'Formato servizi non valido',
    message: 'I servizi selezionati non sono validi. Aggiorna la pagina e selezionali di nuovo.',
  },
  {
    pattern: /operator already has an appointment|operatore ha già un appuntamento/i,
    title: 'Operatore non disponibile',
    message:
      "L'operatore ha già un appuntamento in questo orario. Scegli un altro orario o un altro operatore.",
  },
  {
    pattern: /no hairdresser available|nessun (operatore|parrucchiere) disponibile/i,
    title: 'Nessun operatore disponibile',
    message: "Nessun operatore è disponibile all'orario richiesto. Scegli un altro orario.",
  },
  {
    pattern: /client id non disponibile|client id not available/i,
    title: 'Errore cliente',
    message: 'Il cliente non è stato salvato correttamente. Selezionalo o crealo di nuovo.',
  },
];

export const errorCodes = {
  clientSaveGeneric: 'CLIENT_SAVE_GENERIC',
  duplicatePhoneNumber: 'DUPLICATE_PHONE_NUMBER',
} as const;

const duplicatePhone = (message?: string): ErrorDescription => ({
  title: 'Numero di telefono duplicato',
  message:
    message ??
    'Esiste già un cliente con questo numero di telefono. Cercalo in archivio o usa un altro numero.',
});

/** Flattens a 400's errors list or field map into readable lines. */
export function validationDetails(errors: ApiErrorBody['errors']): string[] {
  if (!errors) return [];
  if (Array.isArray(errors)) return errors.filter((e) => e.trim() !== '');
  return Object.entries(errors).map(([field, detail]) => `${field}: ${detail}`);
}

/**
 * The error catalogue of SPEC.md §8: from any failure to the Italian title and message a dialog
 * shows. Pure: no logging, no side effect. Rows are tried in the order SPEC.md lists them.
 */
export function describeError(error: unknown): ErrorDescription {
  const failure = toFailure(error);
  const { status, message, code } = failure;

  const row = message === undefined ? undefined : messageRows.find((r) => r.pattern.test(message));
  if (row) return { title: row.title, message: row.message };

  if (failure.network) {
    return {
      title: 'Errore di connessione',
      message: 'Impossibile contattare il server. Controlla la connessione a Internet e riprova.',
    };
  }
  if (code === errorCodes.clientSaveGeneric || message === errorCodes.clientSaveGeneric) {
    return {
      title: 'Errore salvataggio cliente',
      message: 'Non è stato possibile salvare il cliente. Controlla i dati e riprova.',
    };
  }
  if (code === errorCodes.duplicatePhoneNumber || message === errorCodes.duplicatePhoneNumber) {
    return duplicatePhone();
  }

  switch (status) {
    case undefined:
      return {
        title: 'Errore imprevisto',
        message: 'Si è verificato un errore imprevisto. Riprova.',
      };
    case 400: {
      const details = validationDetails(failure.errors);
      if (details.length > 0) {
        // The details are listed once, by whoever shows them (describeErrorText for one line).
        return { title: 'Dati non validi', message: 'Controlla i dati inseriti:', details };
      }
      return {
        title: 'Richiesta non valida',
        message: message ?? 'La richiesta non è valida. Controlla i dati e riprova.',
      };
    }
    case 409:
      if (message !== undefined && /phone|telefono/i.test(message)) return duplicatePhone(message);
      return {
        title: 'Conflitto',
        message: message ?? "L'orario selezionato non è più disponibile. Scegli un altro orario.",
      };
    case 500:
      return {
        title: 'Errore del server',
        message: 'Si è verificato un errore sul server. Riprova tra qualche istante.',
      };
    default: {
      const known = statusText(status, code);
      if (!known)
        return {
          title: `Errore HTTP ${status}`,
          message: message ?? 'La richiesta non è andata a buon fine. Riprova.',
        };
      // A refusal with several reasons (422 SCHEDULE_INVALID) lists the others under the first.
      const others = validationDetails(failure.errors).filter((d) => d !== message);
      return {
        title: known.title,
        // A 401's message is a token's state in English ("Token expired"): never shown.
        message: status === 401 ? known.message : (message ?? known.message),
        ...(others.length > 0 ? { details: others } : {}),
      };
    }
  }
}

/** A failure as one line of text (title, message, then each detail), for an inline alert. */
export function describeErrorText(error: unknown): string {
  const { title, message, details = [] } = describeError(error);
  return [`${title}: ${message}`, ...details.map((d) => `• ${d}`)].join('\n');
}

/** POST /auth/change-password failures (SPEC.md §8). */
export const passwordChangeMessages = {
  wrongCurrent: 'Password attuale non corretta',
  requirements: 'La nuova password non rispetta i requisiti: deve essere lunga almeno 6 caratteri.',
  generic: 'Errore durante il cambio della password. Riprova.',
} as const;

const statusOf = (error: unknown): number | undefined => toFailure(error).status;

export function describePasswordChangeError(error: unknown): string {
  switch (statusOf(error)) {
    case 400:
      return passwordChangeMessages.wrongCurrent;
    case 422:
      return passwordChangeMessages.requirements;
    default:
      return passwordChangeMessages.generic;
  }
}

/** WhatsApp send failure: the server's message, or the fixed texts of SPEC.md §8. */
export function describeWhatsAppSendError(error: unknown): string {
  const failure = toFailure(error);
  if (failure.network) return whatsAppMessages.networkError;
  return (
    (failure.status !== undefined ? failure.message : undefined) ?? whatsAppMessages.sendFailed
  );
}
