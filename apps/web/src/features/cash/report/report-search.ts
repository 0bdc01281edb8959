import { isoDateOrUndefined, oneOfOrUndefined } from '../../../lib/search-params.ts';

// The search params of /cassa/report. Light on purpose: validateSearch runs in the app's entry
// chunk, so nothing here may import Temporal or the page (report-period.ts reads the dates).

/** The periods /cassa/report offers: a day, its week, its month, or any range of days. */
export const REPORT_PERIODS = ['giorno', 'settimana', 'mese', 'intervallo'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];

/**
 * ?periodo=settimana&dal=2026-11-19, ?periodo=intervallo&dal=…&al=…: a day, week or month is
 * the one holding `dal` (today when absent); a range goes from `dal` to `al`. Without params
 * the report shows today.
 */
export interface CashReportSearch {
  periodo?: ReportPeriodKind;
  dal?: string;
  al?: string;
}

/** validateSearch: a value that is not valid is dropped, so the period takes its default. */
export const cashReportSearchOf = (search: Record<string, unknown>): CashReportSearch => ({
  periodo: oneOfOrUndefined(REPORT_PERIODS, search['periodo']),
  dal: isoDateOrUndefined(search['dal']),
  al: isoDateOrUndefined(search['al']),
});
