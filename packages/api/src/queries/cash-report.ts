import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

/** A period of /cassa/report: the first and the last day, inclusive, in the salon's time. */
export interface CashPeriod {
  from: string;
  to: string;
}

export const cashReportKeys = {
  all: ['cash', 'report'] as const,
  report: (period: CashPeriod) => ['cash', 'report', period] as const,
  // Under the report's key: a closing refreshes both.
  closings: (period: CashPeriod) => ['cash', 'report', 'closings', period] as const,
  fiscalQueue: () => ['cash', 'fiscal-queue'] as const,
};

/** The takings of a period (GET /cash/report): totals, VAT by rate, by method, operator, day. */
export const cashReportQueryOptions = (client: ApiClient, period: CashPeriod) =>
  endpointQuery(cashReportKeys.report(period), (signal) =>
    client.GET('/cash/report', { params: { query: period }, signal }),
  );

/**
 * The daily closings of a period, newest first (GET /cash/closings): today's, when there is one,
 * says that the day is closed, when and with which number.
 */
export const cashClosingsQueryOptions = (client: ApiClient, period: CashPeriod) =>
  endpointQuery(cashReportKeys.closings(period), (signal) =>
    client.GET('/cash/closings', { params: { query: period }, signal }),
  );

/** The name a CSV of the period is saved under, as the server's Content-Disposition names it. */
export const cashCsvFileName = ({ from, to }: CashPeriod) => `scontrini-${from}-${to}.csv`;

/**
 * The receipts of a period as CSV (GET /cash/report/csv), read as text by the client itself so
 * the request carries the session's bearer header (a plain link would not); the screen saves it.
 */
export const exportCashReceiptsCsvMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['cash', 'report', 'csv'],
    mutationFn: async (period: CashPeriod) => ({
      fileName: cashCsvFileName(period),
      text: await dataOfCall(
        client.GET('/cash/report/csv', { params: { query: period }, parseAs: 'text' }),
      ),
    }),
  });

/**
 * Chiusura giornaliera (POST /cash/closings): the fiscal service closes today and the day's
 * takings are kept as they were. The reports and the closings are read again: the day is closed.
 */
export const closeCashDayMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['cash', 'closings', 'create'],
    mutationFn: () => dataOfCall(client.POST('/cash/closings')),
    // Also on a refusal: a day closed meanwhile on another device then shows as closed.
    onSettled: (_closing, _error, _v, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: cashReportKeys.all }),
  });

/** The fiscal documents waiting for the fiscal service or refused by it, oldest first. */
export const fiscalQueueQueryOptions = (client: ApiClient) =>
  queryOptions({
    ...endpointQuery(cashReportKeys.fiscalQueue(), (signal) =>
      client.GET('/cash/fiscal/queue', { signal }),
    ),
    // The server's worker empties the queue on its own: a minute-old count is stale.
    refetchInterval: 60_000,
  });

/** "Ritrasmetti ora": every waiting document tried once, now; the answer is the queue after. */
export const retryFiscalQueueMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['cash', 'fiscal-queue', 'retry'],
    mutationFn: () => dataOfCall(client.POST('/cash/fiscal/queue/retry')),
    onSuccess: (queue, _v, _r, { client: queryClient }) =>
      queryClient.setQueryData(cashReportKeys.fiscalQueue(), queue),
  });
