import type { ApiClient } from '../client/create-api-client.ts';
import { endpointQuery } from './endpoint-query.ts';

/**
 * A period of /statistiche: the first and the last day, inclusive, in the salon's time (at
 * most 366 days). Every panel answers it and the previous period of the same length.
 */
export interface StatisticsPeriod {
  from: string;
  to: string;
}

/** One key per panel, under ['statistics']: new receipts or visits refresh them all. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  occupancy: (period: StatisticsPeriod) => ['statistics', 'occupancy', period] as const,
  revenue: (period: StatisticsPeriod) => ['statistics', 'revenue', period] as const,
  clients: (period: StatisticsPeriod) => ['statistics', 'clients', period] as const,
  cancellations: (period: StatisticsPeriod) => ['statistics', 'cancellations', period] as const,
  sources: (period: StatisticsPeriod) => ['statistics', 'sources', period] as const,
  topServices: (period: StatisticsPeriod) => ['statistics', 'top-services', period] as const,
};

/** Occupancy per operator: booked minutes (active phases only) out of working minutes. */
export const occupancyStatisticsQueryOptions = (client: ApiClient, period: StatisticsPeriod) =>
  endpointQuery(statisticsKeys.occupancy(period), (signal) =>
    client.GET('/statistics/occupancy', { params: { query: period }, signal }),
  );

/** The takings from the receipts, as the cash report counts them: total, by day, operator, category. */
export const revenueStatisticsQueryOptions = (client: ApiClient, period: StatisticsPeriod) =>
  endpointQuery(statisticsKeys.revenue(period), (signal) =>
    client.GET('/statistics/revenue', { params: { query: period }, signal }),
  );

/** New and returning clients, and the share that came back within 8 weeks. */
export const clientStatisticsQueryOptions = (client: ApiClient, period: StatisticsPeriod) =>
  endpointQuery(statisticsKeys.clients(period), (signal) =>
    client.GET('/statistics/clients', { params: { query: period }, signal }),
  );

/** No-shows and late cancellations (the salon's cutoff, 24 hours without one), counts and rates. */
export const cancellationStatisticsQueryOptions = (client: ApiClient, period: StatisticsPeriod) =>
  endpointQuery(statisticsKeys.cancellations(period), (signal) =>
    client.GET('/statistics/cancellations', { params: { query: period }, signal }),
  );

/** Bookings by source: WhatsApp, voice, manual, online. */
export const bookingSourceStatisticsQueryOptions = (client: ApiClient, period: StatisticsPeriod) =>
  endpointQuery(statisticsKeys.sources(period), (signal) =>
    client.GET('/statistics/sources', { params: { query: period }, signal }),
  );

/** The ten services with the highest takings, with how many were done. */
export const topServiceStatisticsQueryOptions = (client: ApiClient, period: StatisticsPeriod) =>
  endpointQuery(statisticsKeys.topServices(period), (signal) =>
    client.GET('/statistics/top-services', { params: { query: period }, signal }),
  );
