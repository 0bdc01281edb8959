/** The search of /cassa: 'Manda in Pagamento' lands here with its appointment (MODULES.md). */
export interface CashDeskSearch {
  appuntamento?: number;
}

/** Keeps `appuntamento` only when it is an appointment id (a positive whole number). */
export function validateCashDeskSearch(search: Record<string, unknown>): CashDeskSearch {
  const raw = search['appuntamento'];
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { appuntamento: id } : {};
}
