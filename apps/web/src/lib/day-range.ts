// The date rules every dated list shares (appointments, receipts, stock movements, the cash
// report, the statistics): one place, so the lists refuse the same ranges with the same words.
// Plain UTC arithmetic on yyyy-MM-dd, no Temporal: a route that only checks a range from its
// address (/statistiche, 60 KB beyond the entry) loads this without the polyfill.

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

const DAY_MS = 24 * 3600 * 1000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whether a yyyy-MM-dd date can be queried (complete, a real day, in the list's years). */
export const isListDate = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) &&
  date >= LIST_MIN_DATE &&
  date <= LIST_MAX_DATE &&
  new Date(utc(date)).toISOString().startsWith(date);

/** The date `days` after (or before) a yyyy-MM-dd date. */
export const addDays = (date: string, days: number): string =>
  new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

/** What is wrong with a range, in Italian, or null when it can be listed. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isListDate(from) || !isListDate(to)) return rangeMessages.incomplete;
  if (from > to) return rangeMessages.reversed;
  if (daysBetween(from, to) > LIST_MAX_DAYS) return rangeMessages.tooLong;
  return null;
}
