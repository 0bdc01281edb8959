import { idOrUndefined } from '../../../lib/search-params.ts';

/** The search of /cassa: 'Manda in Pagamento' lands here with its appointment (MODULES.md). */
export interface CashDeskSearch {
  appuntamento?: number;
}

/** Keeps `appuntamento` only when it is an appointment id (a positive whole number). */
export const validateCashDeskSearch = (search: Record<string, unknown>): CashDeskSearch => ({
  appuntamento: idOrUndefined(search['appuntamento']),
});
