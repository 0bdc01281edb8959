import { Temporal } from 'temporal-polyfill';

// The date rules every dated list shares (appointments, receipts, stock movements, the cash
// report): one place, so the lists refuse the same ranges with the same words.

/** Today in the salon (Europe/Rome), from the router context's clock, not the browser's zone. */
export const salonToday = (now: () => string) => Temporal.PlainDateTime.from(now()).toPlainDate();

/** The longest list the page asks for: a year (GET /appointments/search's 366 days). */
export const LIST_MAX_DAYS = 366;
/** The dates the list takes: anything else is a date still being typed (`0020-12-21`). */
export const LIST_MIN_DATE = '2000-01-01';
export const LIST_MAX_DATE = '2099-12-31';

export const rangeMessages = {
  incomplete: 'Inserisci una data completa (gg/mm/aaaa) tra il 2000 e il 2099',
  reversed: 'La data "Al" non può venire prima della data "Dal"',
  tooLong: `Puoi vedere al massimo ${LIST_MAX_DAYS} giorni alla volta: accorcia l'intervallo`,
} as const;

/** Whether a yyyy-MM-dd date can be queried (complete, in the list's years). */
export const isListDate = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= LIST_MIN_DATE && date <= LIST_MAX_DATE;

/** What is wrong with a range, in Italian, or null when it can be listed. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isListDate(from) || !isListDate(to)) return rangeMessages.incomplete;
  const start = Temporal.PlainDate.from(from);
  const end = Temporal.PlainDate.from(to);
  if (Temporal.PlainDate.compare(start, end) > 0) return rangeMessages.reversed;
  if (start.until(end).days + 1 > LIST_MAX_DAYS) return rangeMessages.tooLong;
  return null;
}
