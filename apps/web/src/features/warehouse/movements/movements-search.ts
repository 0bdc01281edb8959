import { STOCK_MOVEMENT_KINDS, type StockMovementKind } from '@agendina/contract';
import type { StockMovementListParams } from '@agendina/api';
import { idOrUndefined, isoDateOrUndefined, oneOfOrUndefined } from '../../../lib/search-params.ts';

/** /magazzino/movimenti?prodotto=12&tipo=CARICO&dal=…&al=…&pagina=2 */
export interface MovementsSearch {
  prodotto?: number | undefined;
  tipo?: StockMovementKind | undefined;
  dal?: string | undefined;
  al?: string | undefined;
  pagina?: number | undefined;
}

/** The ledger's filters with the period filled in (the last 30 days unless told). */
export interface MovementFilters {
  productId: number | undefined;
  kind: StockMovementKind | undefined;
  from: string;
  to: string;
  page: number;
}

export const MOVEMENTS_PAGE_SIZE = 50;

/** Every key kept, an unknown value dropped (lib/search-params.ts explains why). */
export function movementsSearchOf(search: Record<string, unknown>): MovementsSearch {
  const page = Number(search['pagina']);
  return {
    prodotto: idOrUndefined(search['prodotto']),
    tipo: oneOfOrUndefined(STOCK_MOVEMENT_KINDS, search['tipo']),
    dal: isoDateOrUndefined(search['dal']),
    al: isoDateOrUndefined(search['al']),
    pagina: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The filters of an address; `defaultFrom` and `today` close the period when it is not given. */
export function movementFiltersOf(
  search: MovementsSearch,
  defaultFrom: string,
  today: string,
): MovementFilters {
  return {
    productId: search.prodotto,
    kind: search.tipo,
    from: search.dal ?? defaultFrom,
    to: search.al ?? today,
    page: search.pagina ?? 1,
  };
}

/** The address of filters: the default period and the first page are left out. */
export function movementsSearchFor(
  filters: MovementFilters,
  defaultFrom: string,
  today: string,
): Partial<MovementsSearch> {
  return {
    ...(filters.productId !== undefined ? { prodotto: filters.productId } : {}),
    ...(filters.kind ? { tipo: filters.kind } : {}),
    ...(filters.from !== defaultFrom || filters.to !== today
      ? { dal: filters.from, al: filters.to }
      : {}),
    ...(filters.page > 1 ? { pagina: filters.page } : {}),
  };
}

/** GET /warehouse/movements of the filters (the API counts pages from 0). */
export function movementListParamsOf(filters: MovementFilters): StockMovementListParams {
  return {
    ...(filters.productId !== undefined ? { productId: filters.productId } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    from: filters.from,
    to: filters.to,
    page: filters.page - 1,
    size: MOVEMENTS_PAGE_SIZE,
  };
}
