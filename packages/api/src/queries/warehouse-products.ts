import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ProductUse, components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

export type Product = components['schemas']['Product'];
export type ProductInput = components['schemas']['ProductInput'];
export type ProductPage = components['schemas']['ProductPage'];
export type ProductImportReport = components['schemas']['ProductImportReport'];
export type ProductImportRequest = components['schemas']['ProductImportRequest'];
export type Supplier = components['schemas']['Supplier'];
export type SupplierInput = components['schemas']['SupplierInput'];

/** /magazzino/prodotti's request: search (name, brand or a scanned EAN), filters, page. */
export interface ProductListParams {
  q?: string;
  category?: string;
  use?: ProductUse;
  underMinimum?: boolean;
  active?: boolean;
  page?: number;
  size?: number;
}

/**
 * Every warehouse key starts with 'warehouse': a movement changes quantities, the overview, the
 * ledger and the orders' received quantities at once, so writes refresh the whole area.
 */
export const warehouseKeys = {
  all: ['warehouse'] as const,
  overview: ['warehouse', 'overview'] as const,
  products: (params: ProductListParams) => ['warehouse', 'products', 'list', params] as const,
  product: (id: number) => ['warehouse', 'products', id] as const,
  productByEan: (ean: string) => ['warehouse', 'products', 'ean', ean] as const,
  categories: ['warehouse', 'product-categories'] as const,
  suppliers: ['warehouse', 'suppliers'] as const,
  supplier: (id: number) => ['warehouse', 'suppliers', id] as const,
};

/** After any warehouse write: everything under 'warehouse' is read again when next shown. */
export const refreshWarehouse = (
  _data: unknown,
  _v: unknown,
  _r: unknown,
  { client: queryClient }: { client: QueryClient },
) => queryClient.invalidateQueries({ queryKey: warehouseKeys.all });

export const productsQueryOptions = (client: ApiClient, params: ProductListParams) =>
  endpointQuery(warehouseKeys.products(params), (signal) =>
    client.GET('/warehouse/products', { params: { query: params }, signal }),
  );

export const productQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(warehouseKeys.product(id), (signal) =>
    client.GET('/warehouse/products/{id}', { params: { path: { id } }, signal }),
  );

export const productCategoriesQueryOptions = (client: ApiClient) =>
  endpointQuery(warehouseKeys.categories, (signal) =>
    client.GET('/warehouse/product-categories', { signal }),
  );

/**
 * What a scan looks up. A 404 (no product with this code) is an ApiError the screen turns into
 * "crea il prodotto", so call it with fetchQuery/mutation, not under a Suspense boundary.
 */
export const findProductByEanMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'products', 'by-ean'],
    mutationFn: (ean: string) =>
      dataOfCall(client.GET('/warehouse/products/by-ean/{ean}', { params: { path: { ean } } })),
  });

export const createProductMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'products', 'create'],
    mutationFn: (body: ProductInput) => dataOfCall(client.POST('/warehouse/products', { body })),
    onSuccess: refreshWarehouse,
  });

export const updateProductMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['warehouse', 'products', id, 'update'],
    mutationFn: (body: ProductInput) =>
      dataOfCall(client.PUT('/warehouse/products/{id}', { params: { path: { id } }, body })),
    onSuccess: refreshWarehouse,
  });

/** A price list: dryRun first to show the report, then the same text without it. */
export const importProductsMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'products', 'import'],
    mutationFn: (body: ProductImportRequest) =>
      dataOfCall(client.POST('/warehouse/products/import', { body })),
    onSuccess: refreshWarehouse,
  });

/** The file name the stock export is saved under (the day it was taken). */
export const stockCsvFileName = (day: string) => `magazzino-${day}.csv`;

/**
 * The stock as CSV, read as text by the client so the request carries the bearer header (a
 * plain link would not); the screen saves it.
 */
export const exportStockCsvMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'stock', 'csv'],
    mutationFn: async (day: string) => ({
      fileName: stockCsvFileName(day),
      text: await dataOfCall(client.GET('/warehouse/stock/csv', { parseAs: 'text' })),
    }),
  });

export const suppliersQueryOptions = (client: ApiClient) =>
  endpointQuery(warehouseKeys.suppliers, (signal) =>
    client.GET('/warehouse/suppliers', { signal }),
  );

export const supplierQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(warehouseKeys.supplier(id), (signal) =>
    client.GET('/warehouse/suppliers/{id}', { params: { path: { id } }, signal }),
  );

export const createSupplierMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['warehouse', 'suppliers', 'create'],
    mutationFn: (body: SupplierInput) => dataOfCall(client.POST('/warehouse/suppliers', { body })),
    onSuccess: refreshWarehouse,
  });

export const updateSupplierMutation = (client: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: ['warehouse', 'suppliers', id, 'update'],
    mutationFn: (body: SupplierInput) =>
      dataOfCall(client.PUT('/warehouse/suppliers/{id}', { params: { path: { id } }, body })),
    onSuccess: refreshWarehouse,
  });
