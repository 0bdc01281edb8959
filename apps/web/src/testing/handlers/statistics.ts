import { http } from '../api-mocks.ts';
import {
  cancellationsOf,
  clientsOf,
  occupancyOf,
  revenueOf,
  sourcesOf,
  topServicesOf,
} from '../fixtures/statistics.ts';

/** The panels of /statistiche, by the last part of their path. */
export const STATISTICS_PANELS = [
  'occupancy',
  'revenue',
  'clients',
  'cancellations',
  'sources',
  'top-services',
] as const;
export type StatisticsPanelPath = (typeof STATISTICS_PANELS)[number];

/** What the statistics' mock server holds: a story sets it up and reads what was asked. */
export interface StatisticsDesk {
  /** Panels that answer 500. */
  failing: StatisticsPanelPath[];
  /** Panels that answer a period with nothing in it. */
  empty: StatisticsPanelPath[];
  /** Every call, as path and period ("revenue 2026-11-01 2026-11-19"). */
  calls: string[];
}

export const newStatisticsDesk = (patch: Partial<StatisticsDesk> = {}): StatisticsDesk => ({
  failing: [],
  empty: [],
  calls: [],
  ...patch,
});

const serverError = { message: 'Errore interno del server', code: 'INTERNAL_ERROR' };

/** The six GET /statistics/… of the contract, with the answers of fixtures/statistics.ts. */
export const statisticsHandlers = (desk: StatisticsDesk) => {
  const periodOf = (
    panel: StatisticsPanelPath,
    query: { get: (name: 'from' | 'to') => string | null },
  ) => {
    const period = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
    desk.calls.push(`${panel} ${period.from} ${period.to}`);
    return { period, fails: desk.failing.includes(panel), empty: desk.empty.includes(panel) };
  };
  return [
    http.get('/statistics/occupancy', ({ query, response }) => {
      const { period, fails, empty } = periodOf('occupancy', query);
      return fails
        ? response(500).json(serverError)
        : response(200).json(occupancyOf(period, empty));
    }),
    http.get('/statistics/revenue', ({ query, response }) => {
      const { period, fails, empty } = periodOf('revenue', query);
      return fails ? response(500).json(serverError) : response(200).json(revenueOf(period, empty));
    }),
    http.get('/statistics/clients', ({ query, response }) => {
      const { period, fails, empty } = periodOf('clients', query);
      return fails ? response(500).json(serverError) : response(200).json(clientsOf(period, empty));
    }),
    http.get('/statistics/cancellations', ({ query, response }) => {
      const { period, fails, empty } = periodOf('cancellations', query);
      return fails
        ? response(500).json(serverError)
        : response(200).json(cancellationsOf(period, empty));
    }),
    http.get('/statistics/sources', ({ query, response }) => {
      const { period, fails, empty } = periodOf('sources', query);
      return fails ? response(500).json(serverError) : response(200).json(sourcesOf(period, empty));
    }),
    http.get('/statistics/top-services', ({ query, response }) => {
      const { period, fails, empty } = periodOf('top-services', query);
      return fails
        ? response(500).json(serverError)
        : response(200).json(topServicesOf(period, empty));
    }),
  ];
};
