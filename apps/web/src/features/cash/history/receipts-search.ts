import { PAYMENT_METHODS, RECEIPT_STATUSES, type ReceiptStatus } from '@agendina/contract';
import { idOrUndefined, isoDateOrUndefined, oneOfOrUndefined } from '../../../lib/search-params.ts';

/** The method filter of the history: one method, or MISTO for a receipt paid in several. */
export const RECEIPT_METHOD_FILTERS = [...PAYMENT_METHODS, 'MISTO'] as const;
export type ReceiptMethodFilter = (typeof RECEIPT_METHOD_FILTERS)[number];

/**
 * The search params of /cassa/storico, so a filtered history can be bookmarked and found again
 * with Back: ?dal=2026-03-01&al=2026-03-31&metodo=MISTO&operatore=3&stato=ANNULLATO&pagina=2.
 * Without dal and al the history shows the current month; pagina counts from 1.
 */
export interface ReceiptsSearch {
  dal?: string;
  al?: string;
  metodo?: ReceiptMethodFilter;
  operatore?: number;
  stato?: ReceiptStatus;
  pagina?: number;
}

/** validateSearch: a value that is not valid is dropped, so its filter takes its default. */
export const receiptsSearchOf = (search: Record<string, unknown>): ReceiptsSearch => ({
  dal: isoDateOrUndefined(search['dal']),
  al: isoDateOrUndefined(search['al']),
  metodo: oneOfOrUndefined(RECEIPT_METHOD_FILTERS, search['metodo']),
  operatore: idOrUndefined(search['operatore']),
  stato: oneOfOrUndefined(RECEIPT_STATUSES, search['stato']),
  pagina: idOrUndefined(search['pagina']),
});
