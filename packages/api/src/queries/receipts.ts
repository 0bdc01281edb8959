import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { warehouseKeys } from './warehouse-products.ts';

type Schemas = components['schemas'];

/** The filters of GET /cash/receipts (/cassa/storico): dates, method, operator, state, page. */
export type ReceiptListParams = NonNullable<operations['listReceipts']['parameters']['query']>;

export const receiptKeys = {
  all: ['cash', 'receipts'] as const,
  lists: () => ['cash', 'receipts', 'list'] as const,
  list: (params: ReceiptListParams) => ['cash', 'receipts', 'list', params] as const,
  detail: (id: number) => ['cash', 'receipts', 'detail', id] as const,
};

/** One page of the salon's receipts, newest first, filtered by the server. */
export const listReceiptsQueryOptions = (client: ApiClient, params: ReceiptListParams) =>
  endpointQuery(receiptKeys.list(params), (signal) =>
    client.GET('/cash/receipts', { params: { query: params }, signal }),
  );

/** One receipt with its lines, payments, refunds and fiscal documents. */
export const receiptQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(receiptKeys.detail(id), (signal) =>
    client.GET('/cash/receipts/{id}', { params: { path: { id } }, signal }),
  );

/**
 * A void or a refund answers the receipt as it is now: the detail takes it at once and every
 * list page is fetched again (its status, refunded amount and fiscal state moved).
 */
const afterReceiptChange = async (queryClient: QueryClient, receipt: Schemas['Receipt']) => {
  queryClient.setQueryData(receiptKeys.detail(receipt.id), receipt);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: receiptKeys.lists() }),
    // A void or refund of a product line wrote a RESO: the warehouse's numbers changed.
    queryClient.invalidateQueries({ queryKey: warehouseKeys.all, refetchType: 'none' }),
  ]);
};

/** Annullo: the whole receipt is voided with its own fiscal document (409 once voided). */
export const voidReceiptMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['cash', 'receipts', 'void'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/cash/receipts/{id}/void', { params: { path: { id } } })),
    onSuccess: (receipt, _id, _r, { client: queryClient }) =>
      afterReceiptChange(queryClient, receipt),
  });

export interface RefundReceiptVariables {
  id: number;
  body: Schemas['RefundRequest'];
}

/**
 * Reso: gives back pieces of a receipt (every piece left when `lines` is left out). The
 * Idempotency-Key is made once by the caller (when the refund dialog opens) and kept across
 * retries, so a retry or a double press never refunds twice.
 */
export const refundReceiptMutation = (client: ApiClient, idempotencyKey: string) =>
  mutationOptions({
    mutationKey: ['cash', 'receipts', 'refund'],
    mutationFn: ({ id, body }: RefundReceiptVariables) =>
      dataOfCall(
        client.POST('/cash/receipts/{id}/refunds', {
          params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: (receipt, _v, _r, { client: queryClient }) =>
      afterReceiptChange(queryClient, receipt),
  });

export interface EmailReceiptVariables {
  id: number;
  email: string;
}

/** Queues a digital copy of the receipt in the e-mail outbox (202: queued, not yet sent). */
export const emailReceiptMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['cash', 'receipts', 'email'],
    mutationFn: ({ id, email }: EmailReceiptVariables) =>
      dataOfCall(
        client.POST('/cash/receipts/{id}/email', {
          params: { path: { id } },
          body: { email: email.trim() },
        }),
      ),
  });
