// The ranges of days the calendar, the statistics and the appointment search accept.
import { invalid } from '../domain/errors.ts';
import { eachDay, plainDate } from './time.ts';

/** The longest range the calendar shows at once. */
export const MAX_CALENDAR_DAYS = 62;

/** The longest range of the scheduling statistics and of the availability by day. */
export const MAX_STATS_DAYS = 366;

/** from..to as days; invalid when reversed or longer than `max` days. */
export function dayRange(from: string, to: string, max: number) {
  const first = plainDate(from);
  const last = plainDate(to);
  const days = first.until(last, { largestUnit: 'days' }).days + 1;
  if (days < 1) throw invalid({ to: 'La data finale deve seguire quella iniziale' });
  if (days > max) throw invalid({ to: `Al massimo ${max} giorni` });
  return { first, last, days: eachDay(first, last) };
}
