/**
 * A send WhatsApp refused, or that was refused before asking it (outside the 24-hour window): the
 * message is Italian and meant for the salon's staff; `status` and `code` are the API's answer.
 */
export class WhatsAppSendError extends Error {
  readonly status: 422 | 502;
  readonly code: string;

  constructor(message: string, status: 422 | 502, code: string) {
    super(message);
    this.name = 'WhatsAppSendError';
    this.status = status;
    this.code = code;
  }
}

export const WINDOW_CLOSED_MESSAGE =
  "Sono passate più di 24 ore dall'ultimo messaggio del cliente: WhatsApp consente solo i messaggi modello";

export const windowClosed = () =>
  new WhatsAppSendError(WINDOW_CLOSED_MESSAGE, 422, 'WHATSAPP_WINDOW_CLOSED');
