import { mutationOptions } from '@tanstack/react-query';
import type { PurchaseOrderStatus, StockMovementKind, components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { refreshWarehouse } from './warehouse-products.ts';

export type PurchaseOrder = components['schemas']['PurchaseOrder'];
export type PurchaseOrderSummary = components['schemas']['PurchaseOrderSummary'];
export type PurchaseOrderPage = components['schemas']['PurchaseOrderPage'];
export type PurchaseOrderInput = components['schemas']['PurchaseOrderInput'];
export type PurchaseOrderProposal = components['schemas']['PurchaseOrderProposal'];
export type PurchaseOrderReceiveRequest = components['schemas']['PurchaseOrderReceiveRequest'];
export type StockMovement = components['schemas']['StockMovement'];
export type StockMovementInput = components['schemas']['StockMovementInput'];
export type StockMovementPage = components['schemas']['StockMovementPage'];
export type WarehouseOverview = components['schemas']['WarehouseOverview'];
export type InventoryCount = components['schemas']['InventoryCount'];
export type InventoryCountLine = components['schemas']['InventoryCountLine'];
export type InventoryCountSummary = components['schemas']['InventoryCountSummary'];

export interface PurchaseOrderListParams {
  status?: PurchaseOrderStatus;
  open?: boolean;
  supplierId?: number;
  page?: number;
  size?: number;
}

export interface StockMovementListParams {
  productId?: number;
  kind?: StockMovementKind;
  from?: string;
  to?: string;
  page?: number;
  size?: number;
}

export const warehouseStockKeys = {
  orders: (params: PurchaseOrderListParams) => ['warehouse', 'orders', 'list', params] as const,
  order: (id: number) => ['warehouse', 'orders', id] as const,
  movements: (params: StockMovementListParams) =>
    ['warehouse', 'movements', 'list', params] as const,
  counts: ['warehouse', 'counts'] as const,
  count: (id: number) => ['warehouse', 'counts', id] as const,
};

export const warehouseOverviewQueryOptions = (client: ApiClient) =>
  endpointQuery(['warehouse', 'overview'] as const, (signal) =>
    client.GET('/warehouse/overview', { signal }),
  );

export const purchaseOrdersQueryOptions = (client: ApiClient, params: PurchaseOrderListParams) =>
  endpointQuery(warehouseStockKeys.orders(params), (signal) =>
    client.GET('/warehouse/orders', { params: { query: params }, signal }),
  );

export const purchaseOrderQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(warehouseStockKeys.order(id), (signal) =>
    client.GET('/warehouse/orders/{id}', { params: { path: { id } }, signal }),
  );

export const createPurchaseOrderMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'orders', 'create'],
    mutationFn: (body: PurchaseOrderInput) =>
      dataOfCall(client.POST('/warehouse/orders', { body })),
    onSuccess: refreshWarehouse,
  });

export const updatePurchaseOrderMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['warehouse', 'orders', id, 'update'],
    mutationFn: (body: PurchaseOrderInput) =>
      dataOfCall(client.PUT('/warehouse/orders/{id}', { params: { path: { id } }, body })),
    onSuccess: refreshWarehouse,
  });

/** "Proponi ordine": drafts one BOZZA per supplier from the products under their minimum. */
export const proposePurchaseOrdersMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'orders', 'propose'],
    mutationFn: () => dataOfCall(client.POST('/warehouse/orders/propose')),
    onSuccess: refreshWarehouse,
  });

export const sendPurchaseOrderMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'orders', 'send'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/warehouse/orders/{id}/send', { params: { path: { id } } })),
    onSuccess: refreshWarehouse,
  });

export const cancelPurchaseOrderMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'orders', 'cancel'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/warehouse/orders/{id}/cancel', { params: { path: { id } } })),
    onSuccess: refreshWarehouse,
  });

export interface ReceivePurchaseOrderVariables {
  id: number;
  body: PurchaseOrderReceiveRequest;
}

/**
 * Receiving writes CARICO movements. The Idempotency-Key is made once by the caller (when the
 * receive dialog opens) and kept across retries, so a double press never loads the goods twice.
 */
export const receivePurchaseOrderMutation = (client: ApiClient, idempotencyKey: string) =>
  mutationOptions({
    mutationKey: ['warehouse', 'orders', 'receive'],
    mutationFn: ({ id, body }: ReceivePurchaseOrderVariables) =>
      dataOfCall(
        client.POST('/warehouse/orders/{id}/receive', {
          params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: refreshWarehouse,
  });

export const stockMovementsQueryOptions = (client: ApiClient, params: StockMovementListParams) =>
  endpointQuery(warehouseStockKeys.movements(params), (signal) =>
    client.GET('/warehouse/movements', { params: { query: params }, signal }),
  );

/** A movement by hand; the key is made when the form opens (see receivePurchaseOrderMutation). */
export const createStockMovementMutation = (client: ApiClient, idempotencyKey: string) =>
  mutationOptions({
    mutationKey: ['warehouse', 'movements', 'create'],
    mutationFn: (body: StockMovementInput) =>
      dataOfCall(
        client.POST('/warehouse/movements', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: refreshWarehouse,
  });

export const inventoryCountsQueryOptions = (client: ApiClient) =>
  endpointQuery(warehouseStockKeys.counts, (signal) => client.GET('/warehouse/counts', { signal }));

export const inventoryCountQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(warehouseStockKeys.count(id), (signal) =>
    client.GET('/warehouse/counts/{id}', { params: { path: { id } }, signal }),
  );

export const openInventoryCountMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'counts', 'open'],
    mutationFn: (note: string | null) =>
      dataOfCall(client.POST('/warehouse/counts', { body: { note } })),
    onSuccess: refreshWarehouse,
  });

export interface SetInventoryCountLineVariables {
  productId: number;
  countedQuantity: number;
}

/** One shelf entry; it only refreshes the count itself (quantities change only at closing). */
export const setInventoryCountLineMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['warehouse', 'counts', id, 'line'],
    mutationFn: ({ productId, countedQuantity }: SetInventoryCountLineVariables) =>
      dataOfCall(
        client.PUT('/warehouse/counts/{id}/lines/{productId}', {
          params: { path: { id, productId } },
          body: { countedQuantity },
        }),
      ),
    onSuccess: (_line, _v, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: warehouseStockKeys.count(id) }),
  });

export const closeInventoryCountMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'counts', 'close'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/warehouse/counts/{id}/close', { params: { path: { id } } })),
    onSuccess: refreshWarehouse,
  });

export const cancelInventoryCountMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'counts', 'cancel'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/warehouse/counts/{id}/cancel', { params: { path: { id } } })),
    onSuccess: refreshWarehouse,
  });
