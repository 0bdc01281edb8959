// The «Statistiche» screen's panels (tag Statistiche, issue #36): one call each.
import type { Handlers } from './context.ts';
import { withQuery } from './context.ts';
import { statistics } from '../services/statistics/index.ts';

export const statisticsHandlers = {
  getOccupancyStatistics: withQuery(statistics.occupancy),
  getRevenueStatistics: withQuery(statistics.revenue),
  getClientStatistics: withQuery(statistics.clients),
  getCancellationStatistics: withQuery(statistics.cancellations),
  getBookingSourceStatistics: withQuery(statistics.sources),
  getTopServiceStatistics: withQuery(statistics.topServices),
} satisfies Partial<Handlers>;
