import type { PaymentMethod } from '@agendina/contract';
import type { Payment, PricedReceipt, RefundLine, Settlement } from '@agendina/scheduling';

/**
 * The fiscal adapter (MODULES.md, "Cash desk"): it asks the fiscal service for the "documento
 * commerciale" of a sale, of its void ("annullo") and of a return ("reso"). Two
 * implementations: the simulator (the default) and fiskaly SIGN IT. Amounts come in as the
 * integer cents the money rules of @agendina/scheduling worked out; the adapter never prices
 * anything, it only writes those cents the way the provider wants them.
 */
export interface FiscalAdapter {
  /** Which implementation answers: shown on the admin test page. */
  readonly provider: FiscalProvider;
  /** Whether the service is reachable and set up for this salon (/admin/fiskaly-testing). */
  checkConnection(): Promise<FiscalConnection>;
  issueSale(request: SaleRequest): Promise<FiscalDocument>;
  issueVoid(request: VoidRequest): Promise<FiscalDocument>;
  issueReturn(request: ReturnRequest): Promise<FiscalDocument>;
  /**
   * The daily closing ("chiusura giornaliera"). The simulator starts its next closing; with
   * fiskaly SIGN IT lite the Agenzia delle Entrate numbers the documents per day by itself, so
   * there is nothing to transmit.
   */
  closeDay(): Promise<void>;
}

export type FiscalProvider = 'simulator' | 'fiskaly';

export type FiscalDocumentKind = 'VENDITA' | 'ANNULLO' | 'RESO';

/** What the fiscal service gave back for one transmission. */
export interface FiscalDocument {
  kind: FiscalDocumentKind;
  /** The document number as the service prints it: closing-progressive, "0003-0042". */
  number: string;
  closingNumber: number;
  /** The document's place in its closing, from 1. */
  progressive: number;
  /** ISO 8601 instant the service issued it. */
  issuedAt: string;
  /** The provider's id of the document, which a void or a return refers to. */
  providerId: string;
  /** For ANNULLO and RESO: the providerId of the sale they correct. */
  refersTo?: string | undefined;
  provider: FiscalProvider;
  transmissionKey: string;
  /** The raw exchange, for the admin test page and for support. */
  exchange: FiscalExchange;
}

export interface FiscalExchange {
  request: unknown;
  response: unknown;
}

export interface FiscalConnection {
  provider: FiscalProvider;
  /** A sentence in Italian for the admin page. */
  message: string;
  exchange: FiscalExchange;
}

/** A settlement that went through (settle() answered ok). */
export type SettledPayments = Extract<Settlement, { ok: true }>;

/** Whether a line sells a service or a product: the documento commerciale tells them apart. */
export type LineConcept = 'SERVICE' | 'GOOD';

/**
 * Every request carries a transmission key: the same key never yields a second document (a
 * retry after a timeout gets the document of the first attempt), on both implementations.
 */
interface Transmission {
  transmissionKey: string;
}

export interface SaleRequest extends Transmission {
  /** The salon's own number of the receipt, printed on the document. */
  receiptNumber: string;
  /** priceReceipt()'s output. */
  receipt: PricedReceipt;
  /** What the client handed over; cash beyond the change stays with the client. */
  payments: readonly Payment[];
  /** settle()'s output for those payments: change and the cash rounding. */
  settlement: SettledPayments;
  /** SERVICE or GOOD per line, in the receipt's order; SERVICE when left out. */
  concepts?: readonly LineConcept[] | undefined;
}

/** Which earlier document a void or a return corrects. */
export interface OriginalDocument {
  providerId: string;
  number: string;
}

export interface VoidRequest extends Transmission {
  original: OriginalDocument;
}

export interface ReturnRequest extends Transmission {
  receiptNumber: string;
  original: OriginalDocument;
  /** The sale as priced then: a return names its lines by their place and description. */
  sale: PricedReceipt;
  concepts?: readonly LineConcept[] | undefined;
  /** planRefund()'s lines: which line, how many pieces, what they are worth. */
  lines: readonly RefundLine[];
  /** How the money goes back to the client. */
  refundMethod: PaymentMethod;
}

export type FiscalErrorKind = 'unavailable' | 'rejected';

/**
 * Why the service gave no document. "unavailable" (network, timeout, 5xx, 429) can be retried
 * later with the same key, so the desk keeps the receipt "da trasmettere"; "rejected" (any other
 * 4xx) will fail again the same way and needs a person.
 */
export class FiscalError extends Error {
  readonly kind: FiscalErrorKind;
  /** The provider's own words, untranslated, for the admin page. */
  readonly detail: string;
  readonly status: number | undefined;
  readonly exchange: FiscalExchange | undefined;

  constructor(
    kind: FiscalErrorKind,
    message: string,
    options: { detail?: string; status?: number; exchange?: FiscalExchange } = {},
  ) {
    super(message);
    this.name = 'FiscalError';
    this.kind = kind;
    this.detail = options.detail ?? '';
    this.status = options.status;
    this.exchange = options.exchange;
  }
}

const plural = new Intl.PluralRules('it-IT');

/** The Italian messages of both implementations, so the desk reads the same words. */
export const fiscalMessages = {
  down: 'Il servizio fiscale non è raggiungibile: lo scontrino resta da trasmettere e verrà inviato appena torna disponibile',
  timeout: (seconds: number) =>
    `Il servizio fiscale non ha risposto entro ${seconds} ${plural.select(seconds) === 'one' ? 'secondo' : 'secondi'}: lo scontrino resta da trasmettere e verrà inviato appena possibile`,
  unnumbered:
    'Il servizio fiscale non ha ancora numerato il documento: lo scontrino resta da trasmettere e verrà inviato appena possibile',
  busy: 'Il servizio fiscale è sovraccarico: lo scontrino resta da trasmettere e verrà inviato appena possibile',
  rejected: (reason: string) => `Il servizio fiscale ha rifiutato il documento: ${reason}`,
  unknownOriginal: (number: string) => `Il documento ${number} non risulta emesso`,
  alreadyVoided: (number: string) => `Il documento ${number} è già stato annullato`,
  voidedCannotReturn: (number: string) =>
    `Il documento ${number} è stato annullato: non si può fare un reso`,
} as const;
