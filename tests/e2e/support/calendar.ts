/**
 * Dates of the dashboard calendar as the tests reach them. Each test books in a week of its own,
 * weeks ahead of the demo week the server seeds, so tests never meet each other's appointments.
 */
export interface WeekdayAhead {
  /** The day, as a local Date at midnight. */
  date: Date;
  /** How the calendar names it in slot labels: "giovedì 18 dicembre". */
  longDay: string;
  /** How the appointment details show it: "18/12/2026". */
  italianDate: string;
}

/**
 * Today in Rome, as a local Date at midnight. The app and the server count days in the salon's
 * time zone: from 23:00 UTC (midnight in Rome) the machine's own date is still yesterday, and a
 * week counted from it was the wrong one for an hour each night.
 */
export function romeToday(): Date {
  const [year = 0, month = 1, day = 1] = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(year, month - 1, day);
}

/** The given weekday (1 = Monday ... 7 = Sunday) of the week `weeks` after the current one. */
export function weekdayAhead(weeks: number, dayOfWeek: number): WeekdayAhead {
  const date = romeToday();
  const isoToday = ((date.getDay() + 6) % 7) + 1;
  date.setDate(date.getDate() - (isoToday - 1) + weeks * 7 + (dayOfWeek - 1));
  const longDay = date.toLocaleDateString('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const italianDate = date.toLocaleDateString('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return { date, longDay, italianDate };
}
