import { idOrUndefined, isoDateOrUndefined, oneOfOrUndefined } from '../../lib/search-params.ts';

/** The calendar's views as the address names them. */
export const dashboardViews = ['giorno', 'settimana', 'mese'] as const;
export type DashboardView = (typeof dashboardViews)[number];

/**
 * The search params of /dashboard, so the calendar a user looks at can be bookmarked, linked and
 * found again with Back: ?vista=settimana&data=2026-11-24&operatore=2, or in the day view
 * ?operatori=[1,3]. Without them: today's day view, every operator, the week and month views on
 * the professional remembered in local storage (SPEC.md §9).
 */
export interface DashboardSearch {
  vista?: DashboardView;
  /** yyyy-MM-dd: a day of the period shown. */
  data?: string;
  /** Day view: the operators shown (all of them when absent). */
  operatori?: number[];
  /** Week and month views: the professional shown. */
  operatore?: number;
}

/** A list of ids, or nothing when any of them is not one. */
function idsOrUndefined(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.map(idOrUndefined);
  return ids.every((id) => id !== undefined) ? ids : undefined;
}

/** validateSearch: a value that is not valid is dropped, so it takes its default. */
export const dashboardSearchOf = (search: Record<string, unknown>): DashboardSearch => ({
  vista: oneOfOrUndefined(dashboardViews, search['vista']),
  data: isoDateOrUndefined(search['data']),
  operatori: idsOrUndefined(search['operatori']),
  operatore: idOrUndefined(search['operatore']),
});
