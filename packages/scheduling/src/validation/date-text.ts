// Which calendar dates Agendina accepts as typed text: the API's `yyyy-MM-dd` and local
// `yyyy-MM-ddTHH:mm[:ss]` (openapi LocalDateTime). A shape check alone lets through dates that
// do not exist (30 February, 24:00, minute 61) and years no salon books in, which the server
// could not store or step past (9999-12-31 has no next day PostgreSQL can read; years 1–99 are
// read as 1900–1999 by Date.UTC). One rule, so the browser and the server refuse the same text.

/** The first and last year a date may have. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** Why a date text is refused: not the shape, a day or time that does not exist, or a year out of range. */
export type DateTextProblem = 'format' | 'nonexistent' | 'out-of-range';

/** `date`: `yyyy-MM-dd`; `date-time`: `yyyy-MM-ddTHH:mm[:ss]`, no zone (the contract's LocalDateTime). */
export type DateTextKind = 'date' | 'date-time';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** What is wrong with a date text of the given kind, or null when the date exists and is in range. */
export function dateTextProblem(text: string, kind: DateTextKind): DateTextProblem | null {
  const m = (kind === 'date' ? DATE : DATE_TIME).exec(text);
  if (!m) return 'format';
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'nonexistent';
  if (kind === 'date-time' && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59))
    return 'nonexistent';
  if (year < FIRST_YEAR || year > LAST_YEAR) return 'out-of-range';
  return null;
}

/** The Italian message of each problem, by kind of text. */
export const DATE_TEXT_MESSAGES: Record<DateTextKind, Record<DateTextProblem, string>> = {
  date: {
    format: 'Data non valida: usa il formato aaaa-mm-gg',
    nonexistent: 'Questa data non esiste: controlla giorno e mese',
    'out-of-range': `Anno non ammesso: usa un anno dal ${FIRST_YEAR} al ${LAST_YEAR}`,
  },
  'date-time': {
    format: 'Data e ora non valide: usa il formato aaaa-mm-ggThh:mm',
    nonexistent: 'Questa data o ora non esiste: controlla giorno, mese, ore (0-23) e minuti (0-59)',
    'out-of-range': `Anno non ammesso: usa un anno dal ${FIRST_YEAR} al ${LAST_YEAR}`,
  },
};

/** The message for a refused date text, or null when it is accepted. */
export function validateDateText(text: string, kind: DateTextKind): string | null {
  const problem = dateTextProblem(text, kind);
  return problem === null ? null : DATE_TEXT_MESSAGES[kind][problem];
}
