import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@agendina/contract';
import type { PurchaseOrderListParams } from '@agendina/api';
import { oneOfOrUndefined } from '../../../lib/search-params.ts';

/** /magazzino/ordini?stato=INVIATO&pagina=2: the address keeps the filter and the page. */
export interface OrdersSearch {
  stato?: PurchaseOrderStatus | undefined;
  pagina?: number | undefined;
}

export const ORDERS_PAGE_SIZE = 20;

/** Every key kept, an unknown value dropped (lib/search-params.ts explains why). */
export function ordersSearchOf(search: Record<string, unknown>): OrdersSearch {
  const page = Number(search['pagina']);
  return {
    stato: oneOfOrUndefined(PURCHASE_ORDER_STATUSES, search['stato']),
    pagina: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** GET /warehouse/orders of the search (the API counts pages from 0). */
export function orderListParamsOf(search: OrdersSearch): PurchaseOrderListParams {
  return {
    ...(search.stato ? { status: search.stato } : {}),
    page: (search.pagina ?? 1) - 1,
    size: ORDERS_PAGE_SIZE,
  };
}
