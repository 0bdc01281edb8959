// The waitlist (issue #35, MODULES.md «Lista d'attesa»): which freed time an entry wants, and the
// order it is offered in. The server matches with it; the staff's list shows the same words.
import { inTimeBand } from '../planning/search.ts';
import type { TimeBand } from '../planning/search.ts';

export interface WaitlistWish {
  readonly serviceIds: readonly number[];
  /** null: «Nessuna preferenza». */
  readonly operatorId: number | null;
  /** yyyy-MM-dd, both included. */
  readonly fromDate: string;
  readonly toDate: string;
  readonly band: TimeBand;
}

export interface FreedTime {
  /** yyyy-MM-dd */
  readonly date: string;
  /** Minutes from midnight of the start. */
  readonly startMinute: number;
  /** The operator the freed visit had. */
  readonly operatorId: number;
}

/**
 * Whether a freed time is one the entry asked for: its day in the range, its start in the band,
 * and its operator the one chosen (any with «Nessuna preferenza»). The services still have to
 * fit there: the server places them with the page's own rule.
 */
export function wishMatches(wish: WaitlistWish, freed: FreedTime): boolean {
  return (
    freed.date >= wish.fromDate &&
    freed.date <= wish.toDate &&
    inTimeBand(freed.startMinute, wish.band) &&
    (wish.operatorId === null || wish.operatorId === freed.operatorId)
  );
}

export const WAITLIST_MESSAGES = {
  range: 'Il periodo finisce prima di iniziare: controlla le date.',
  horizon: (days: number) => `Puoi metterti in lista d’attesa per i prossimi ${days} giorni.`,
  past: 'Il periodo è già passato: scegli giorni da oggi in poi.',
  taken: 'Questo orario è già stato preso da un altro cliente.',
  expired: 'Il tempo per prenotare questo orario è scaduto.',
  notWaiting: 'Questo cliente ha già un orario proposto o non è più in lista.',
} as const;

/** The problem of a range of days, from `today` within `horizonDays`; null when it is fine. */
export function waitlistRangeProblem(
  fromDate: string,
  toDate: string,
  today: string,
  lastDay: string,
  horizonDays: number,
): string | null {
  if (toDate < fromDate) return WAITLIST_MESSAGES.range;
  if (toDate < today) return WAITLIST_MESSAGES.past;
  if (toDate > lastDay) return WAITLIST_MESSAGES.horizon(horizonDays);
  return null;
}

export const TIME_BAND_LABELS_IT: Readonly<Record<TimeBand, string>> = {
  ANY: 'Qualsiasi orario',
  MORNING: 'Mattina (prima delle 13)',
  AFTERNOON: 'Pomeriggio (13–18)',
  EVENING: 'Sera (dalle 18)',
};
