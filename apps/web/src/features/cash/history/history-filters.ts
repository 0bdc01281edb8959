import type { ReceiptListParams } from '@agendina/api';
import type { ReceiptStatus } from '@agendina/contract';
import { definedOnly } from '../../../lib/search-params.ts';
import type { ReceiptMethodFilter, ReceiptsSearch } from './receipts-search.ts';

/** Receipts on one page of the history. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilters {
  /** yyyy-MM-dd, both inclusive. */
  from: string;
  to: string;
  method: ReceiptMethodFilter | null;
  operatorId: number | null;
  status: ReceiptStatus | null;
  /** From 1, as the address shows it. */
  page: number;
}

/** The first day of the month of a yyyy-MM-dd day. */
const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** The filters a search stands for: what it leaves out is the default (this month, all). */
export const historyFiltersOf = (search: ReceiptsSearch, today: string): HistoryFilters => ({
  from: search.dal ?? monthStart(today),
  to: search.al ?? today,
  method: search.metodo ?? null,
  operatorId: search.operatore ?? null,
  status: search.stato ?? null,
  page: search.pagina ?? 1,
});

/** The search of some filters: defaults are left out, so the address stays short. */
export const historySearchOf = (filters: HistoryFilters, today: string): ReceiptsSearch =>
  definedOnly({
    dal: filters.from === monthStart(today) ? undefined : filters.from,
    al: filters.to === today ? undefined : filters.to,
    metodo: filters.method ?? undefined,
    operatore: filters.operatorId ?? undefined,
    stato: filters.status ?? undefined,
    pagina: filters.page === 1 ? undefined : filters.page,
  });

/** GET /cash/receipts of the filters (the API counts pages from 0). */
export const listParamsOf = (filters: HistoryFilters): ReceiptListParams =>
  definedOnly({
    from: filters.from,
    to: filters.to,
    method: filters.method ?? undefined,
    hairdresserId: filters.operatorId ?? undefined,
    status: filters.status ?? undefined,
    page: filters.page - 1,
    size: HISTORY_PAGE_SIZE,
  });
