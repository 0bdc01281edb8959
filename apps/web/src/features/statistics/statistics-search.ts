import { isoDateOrUndefined, oneOfOrUndefined } from '../../lib/search-params.ts';

// The search params of /statistiche. Light on purpose: validateSearch runs in the app's entry
// chunk, so nothing here may import Temporal or the page (statistics-period.ts reads the dates).

/** The periods /statistiche offers; `intervallo` is any two dates. */
export const STATISTICS_PERIODS = [
  'mese',
  'mese-scorso',
  'ultimi-30-giorni',
  'anno',
  'intervallo',
] as const;
export type StatisticsPeriodKind = (typeof STATISTICS_PERIODS)[number];

/**
 * ?periodo=anno, ?periodo=intervallo&dal=2026-10-01&al=2026-10-31: without params, this month.
 * `dal` and `al` count only for a range.
 */
export interface StatisticsSearch {
  periodo?: StatisticsPeriodKind;
  dal?: string;
  al?: string;
}

/** validateSearch: a value that is not valid is dropped, so the period takes its default. */
export const statisticsSearchOf = (search: Record<string, unknown>): StatisticsSearch => ({
  periodo: oneOfOrUndefined(STATISTICS_PERIODS, search['periodo']),
  dal: isoDateOrUndefined(search['dal']),
  al: isoDateOrUndefined(search['al']),
});
