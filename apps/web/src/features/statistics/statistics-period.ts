import { addDays, rangeProblem } from '../../lib/day-range.ts';
import { definedOnly } from '../../lib/search-params.ts';
import type { StatisticsPeriodKind, StatisticsSearch } from './statistics-search.ts';

// The period is read from the address in the route's chunk: the day rules are day-range.ts's,
// without Temporal (issue #36 gives /statistiche 60 KB gzip beyond the entry).

export const periodLabels: Readonly<Record<StatisticsPeriodKind, string>> = {
  mese: 'Questo mese',
  'mese-scorso': 'Mese scorso',
  'ultimi-30-giorni': 'Ultimi 30 giorni',
  anno: "Quest'anno",
  intervallo: 'Dal … al …',
};

/** A period the page shows: its kind, its days, and what is wrong with a hand-written range. */
export interface StatisticsPeriod {
  kind: StatisticsPeriodKind;
  from: string;
  to: string;
  /** Italian, when the days cannot be read (incomplete, backwards, too long); else null. */
  problem: string | null;
}

/** The last day of the month of a yyyy-MM-dd date. */
const monthEnd = (date: string): string => {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** The period a search stands for, on the salon's `today` (yyyy-MM-dd). */
export function statisticsPeriodOf(search: StatisticsSearch, today: string): StatisticsPeriod {
  const kind = search.periodo ?? 'mese';
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (kind) {
    case 'mese':
      return { kind, from: firstOfMonth, to: today, problem: null };
    case 'mese-scorso': {
      const to = addDays(firstOfMonth, -1);
      return { kind, from: `${to.slice(0, 7)}-01`, to: monthEnd(to), problem: null };
    }
    case 'ultimi-30-giorni':
      return { kind, from: addDays(today, -29), to: today, problem: null };
    case 'anno':
      return { kind, from: `${today.slice(0, 4)}-01-01`, to: today, problem: null };
    case 'intervallo': {
      const from = search.dal ?? firstOfMonth;
      const to = search.al ?? today;
      return { kind, from, to, problem: rangeProblem(from, to) };
    }
  }
}

/** The search of a period: this month is the default and leaves the address clean. */
export function statisticsSearchFor(period: {
  kind: StatisticsPeriodKind;
  from?: string;
  to?: string;
}): StatisticsSearch {
  const isRange = period.kind === 'intervallo';
  return definedOnly({
    periodo: period.kind === 'mese' ? undefined : period.kind,
    dal: isRange ? period.from : undefined,
    al: isRange ? period.to : undefined,
  });
}

/** "19/11/2026": a day of a period in a heading (the route stays without Temporal). */
export const dayIt = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** "dal 01/11/2026 al 19/11/2026". */
export const periodText = ({ from, to }: { from: string; to: string }): string =>
  `dal ${dayIt(from)} al ${dayIt(to)}`;
