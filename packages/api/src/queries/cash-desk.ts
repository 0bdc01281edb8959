// The cash desk's sale screen (/cassa, MODULES.md "Cash desk"): the queue of visits waiting to be
// paid, a visit's draft, and "Incassa". Only for a salon with digital cash: the route guard keeps
// everyone else away (a 403 would sign the user out).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { byId, cachedTouches } from './appointment-cache.ts';
import { afterAppointmentChange, appointmentKeys } from './appointments.ts';
import { endpointQuery } from './endpoint-query.ts';
import { warehouseKeys } from './warehouse-products.ts';

type Schemas = components['schemas'];

/** Which visit a draft is for: one appointment, or a whole group (exactly one of the two). */
export type CashDraftSubject = Schemas['CashDraftRequest'];

export const cashDeskKeys = {
  all: ['cash'] as const,
  queue: () => ['cash', 'queue'] as const,
  draft: (subject: CashDraftSubject) => ['cash', 'draft', subject] as const,
};

/** The visits IN_PROGRESS waiting to be paid, a group as one visit, oldest first. */
export const cashQueueQueryOptions = (client: ApiClient) =>
  endpointQuery(cashDeskKeys.queue(), (signal) => client.GET('/cash/queue', { signal }));

/**
 * A visit's draft: its services at list price. POST because it takes a body, but nothing is
 * stored, so it is read like any query. Dropped as soon as no screen shows it (gcTime 0): once
 * the visit is paid its draft answers 409, and an old copy must not come back as a sale to pay.
 */
export const cashDraftQueryOptions = (client: ApiClient, subject: CashDraftSubject) =>
  queryOptions({
    ...endpointQuery(cashDeskKeys.draft(subject), (signal) =>
      client.POST('/cash/drafts', { body: subject, signal }),
    ),
    gcTime: 0,
  });

/** The sale "Incassa" sends. */
export type IssueReceiptBody = Schemas['ReceiptIssueRequest'];

/**
 * "Incassa". The server marks the visit's appointments COMPLETED, so their cached copies and
 * the calendars showing them are refreshed. The cash desk's own queries are only marked stale:
 * refetched now, the paid visit would leave the queue and its draft answer 409 under the sale
 * that is navigating to its receipt; they refresh when /cassa shows them again. The
 * Idempotency-Key is one per sale (useIdempotentMutation): a repeat gets the same receipt.
 */
export const issueReceiptMutation = (client: ApiClient, idempotencyKey: string) =>
  mutationOptions({
    mutationKey: ['cash', 'issue'],
    onMutate: (body: IssueReceiptBody, { client: queryClient }) =>
      (body.appointmentIds ?? []).flatMap((id) => cachedTouches(queryClient, byId(id))),
    mutationFn: (body: IssueReceiptBody) =>
      dataOfCall(
        client.POST('/cash/receipts', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: async (receipt, _variables, touches, { client: queryClient }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cashDeskKeys.all, refetchType: 'none' }),
        ...receipt.appointmentIds.map((id) =>
          queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(id) }),
        ),
        queryClient.invalidateQueries({ queryKey: ['appointments', 'group'] }),
        // A product line wrote a VENDITA: quantities, the overview and the ledger changed.
        queryClient.invalidateQueries({ queryKey: warehouseKeys.all, refetchType: 'none' }),
        afterAppointmentChange(queryClient, touches ?? []),
      ]);
    },
  });
