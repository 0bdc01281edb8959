import { Temporal } from 'temporal-polyfill';
import { calendarRange, formatDateIt } from '@agendina/scheduling';
import type { CashPeriod } from '@agendina/api';
import { definedOnly } from '../../../lib/search-params.ts';
import { rangeProblem } from '../../../lib/date-range.ts';
import type { CashReportSearch, ReportPeriodKind } from './report-search.ts';

export const reportPeriodLabels: Readonly<Record<ReportPeriodKind, string>> = {
  giorno: 'Giorno',
  settimana: 'Settimana',
  mese: 'Mese',
  intervallo: 'Intervallo',
};

/** A period the page shows: its kind and days, and what is wrong with a hand-written range. */
export interface ReportPeriod extends CashPeriod {
  kind: ReportPeriodKind;
  /** Italian, when the days cannot be reported (backwards, over 366 days, out of range). */
  problem: string | null;
}

/** The period a search stands for, on the salon's `today`. */
export function reportPeriodOf(search: CashReportSearch, today: Temporal.PlainDate): ReportPeriod {
  const kind = search.periodo ?? 'giorno';
  const anchor = search.dal ?? today.toString();
  if (kind === 'intervallo') {
    const to = search.al ?? anchor;
    return { kind, from: anchor, to, problem: rangeProblem(anchor, to) };
  }
  const problem = rangeProblem(anchor, anchor);
  if (problem !== null || kind === 'giorno') return { kind, from: anchor, to: anchor, problem };
  const range = calendarRange(
    kind === 'settimana' ? 'week' : 'month',
    Temporal.PlainDate.from(anchor),
  );
  return { kind, from: range.from, to: range.to, problem: null };
}

/** The search of a period: today's day is the default and stays out of the address. */
export function reportSearchOf(
  period: { kind: ReportPeriodKind; from: string; to: string },
  today: Temporal.PlainDate,
): CashReportSearch {
  const isToday = period.from === today.toString();
  return definedOnly({
    periodo: period.kind === 'giorno' ? undefined : period.kind,
    dal: period.kind === 'giorno' && isToday ? undefined : period.from,
    al: period.kind === 'intervallo' ? period.to : undefined,
  });
}

/** "19/11/2026", or "dal 16/11/2026 al 22/11/2026": the period in a heading or a message. */
export function periodText({ from, to }: CashPeriod): string {
  return from === to
    ? `del ${formatDateIt(from)}`
    : `dal ${formatDateIt(from)} al ${formatDateIt(to)}`;
}

/** The period before or after this one, of the same length (day, week, month or range). */
export function shiftPeriod(period: ReportPeriod, direction: 1 | -1): ReportPeriod {
  const from = Temporal.PlainDate.from(period.from);
  const to = Temporal.PlainDate.from(period.to);
  if (period.kind === 'mese') {
    const first = from.add({ months: direction });
    const range = calendarRange('month', first);
    return { ...period, ...range };
  }
  const days = (from.until(to).days + 1) * direction;
  return {
    ...period,
    from: from.add({ days }).toString(),
    to: to.add({ days }).toString(),
  };
}
