import type { AdminSalonsParams } from '@agendina/api';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@agendina/contract';
import {
  definedOnly,
  idOrUndefined,
  oneOfOrUndefined,
  textOrUndefined,
} from '../../../lib/search-params.ts';

/** The columns the server sorts by (listAdminSalons' `sort` pattern in openapi/). */
export const SALON_SORT_FIELDS = [
  'name',
  'email',
  'businessType',
  'plan',
  'status',
  'createdAt',
  'active',
  'digitalCash',
] as const;
export type SalonSortField = (typeof SALON_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

/** Salons on one page of /admin. */
export const SALONS_PAGE_SIZE = 25;

/**
 * The search params of /admin, so a searched, filtered, sorted page of salons can be bookmarked
 * and found again with Back: ?cerca=aurora&stato=PAST_DUE&ordina=name&verso=asc&pagina=3.
 * Without them: every salon, newest first, page 1.
 */
export interface SalonsSearch {
  cerca?: string;
  stato?: SubscriptionStatus;
  ordina?: SalonSortField;
  verso?: SortDirection;
  pagina?: number;
}

/** validateSearch: a value that is not valid is dropped, so its filter takes its default. */
export const salonsSearchOf = (search: Record<string, unknown>): SalonsSearch => ({
  cerca: textOrUndefined(search['cerca']),
  stato: oneOfOrUndefined(SUBSCRIPTION_STATUSES, search['stato']),
  ordina: oneOfOrUndefined(SALON_SORT_FIELDS, search['ordina']),
  verso: oneOfOrUndefined(['asc', 'desc'] as const, search['verso']),
  pagina: idOrUndefined(search['pagina']),
});

/** What the table shows: the search with its defaults filled in. */
export interface SalonsView {
  query: string;
  status: SubscriptionStatus | null;
  sort: SalonSortField;
  direction: SortDirection;
  /** From 1, as the address shows it. */
  page: number;
}

export const salonsViewOf = (search: SalonsSearch): SalonsView => ({
  query: search.cerca ?? '',
  status: search.stato ?? null,
  sort: search.ordina ?? 'createdAt',
  direction: search.verso ?? (search.ordina ? 'asc' : 'desc'),
  page: search.pagina ?? 1,
});

/** The search of a view: defaults are left out, so the address stays short. */
export const salonsSearchOfView = (view: SalonsView): SalonsSearch => {
  const defaultSort = view.sort === 'createdAt' && view.direction === 'desc';
  return definedOnly({
    cerca: view.query.trim() === '' ? undefined : view.query,
    stato: view.status ?? undefined,
    ordina: defaultSort ? undefined : view.sort,
    verso: defaultSort ? undefined : view.direction,
    pagina: view.page === 1 ? undefined : view.page,
  });
};

/** GET /admin/salons of a view (the API counts pages from 0 and sorts as `field,direction`). */
export const salonsParamsOf = (view: SalonsView): AdminSalonsParams =>
  definedOnly({
    q: view.query.trim() === '' ? undefined : view.query.trim(),
    status: view.status ?? undefined,
    sort: `${view.sort},${view.direction}`,
    page: view.page - 1,
    size: SALONS_PAGE_SIZE,
  });
