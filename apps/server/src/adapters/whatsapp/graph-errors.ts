// Graph API errors as the salon's staff should read them. Meta asks clients to branch on `code`
// (never on the message text): https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes
import { WINDOW_CLOSED_MESSAGE, WhatsAppSendError } from './errors.ts';

/** The documented error body: `{error: {message, type, code, error_subcode?, error_data?, fbtrace_id}}`. */
export interface GraphErrorBody {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    error_data?: { messaging_product?: string; details?: string };
    fbtrace_id?: string;
  };
}

const SETTINGS = 'Salone > WhatsApp';

/** Italian text per Graph code; an unknown code names itself so support can look it up. */
function messageFor(code: number | undefined, httpStatus: number, template?: string): string {
  if (code === 131047) return WINDOW_CLOSED_MESSAGE;
  if (code === 190 || httpStatus === 401)
    return `Il token di accesso WhatsApp non è valido o è scaduto: inseriscine uno nuovo in ${SETTINGS}`;
  if (code === 10 || code === 200 || code === 3 || httpStatus === 403)
    return 'Il token di accesso non ha i permessi per inviare messaggi da questo numero WhatsApp';
  if (code === 132001)
    return `Il modello di messaggio «${template ?? ''}» non esiste in questa lingua: controllalo in WhatsApp Manager e in ${SETTINGS}`;
  if (code === 132000)
    return 'Il numero di parametri non corrisponde a quelli del modello di messaggio approvato';
  if (code === 131026) return 'Il numero del cliente non può ricevere messaggi WhatsApp';
  if (code === 130429 || code === 131056 || code === 4 || code === 80007)
    return 'WhatsApp ha limitato gli invii: riprova tra qualche minuto';
  if (code === 100 || code === 33)
    return `WhatsApp non riconosce il numero del salone: controlla l'ID del numero di telefono in ${SETTINGS}`;
  if (code === 131031) return "L'account WhatsApp Business del salone è bloccato da Meta";
  return `WhatsApp non ha accettato il messaggio (errore ${code ?? httpStatus})`;
}

/** The send error for a Graph API refusal. */
export function graphError(
  httpStatus: number,
  body: GraphErrorBody | undefined,
  template?: string,
): WhatsAppSendError {
  const code = body?.error?.code;
  const status = code === 131047 ? 422 : 502;
  return new WhatsAppSendError(
    messageFor(code, httpStatus, template),
    status,
    code === 131047 ? 'WHATSAPP_WINDOW_CLOSED' : 'WHATSAPP_PROVIDER_ERROR',
  );
}

export const graphUnreachable = () =>
  new WhatsAppSendError('WhatsApp non risponde: riprova tra poco', 502, 'WHATSAPP_PROVIDER_ERROR');
