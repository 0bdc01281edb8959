import {
  WEEKDAYS,
  formatMinuteOfDay,
  parseWeeklyHours,
  type Weekday,
  type WeeklyHours,
} from '@agendina/scheduling';

/** One interval as typed in the editor (HH:mm strings, possibly incomplete). */
export interface DraftInterval {
  start: string;
  end: string;
}
export type HoursDraft = Record<Weekday, DraftInterval[]>;

/** The editor's rows for stored hours (every day closed when there are none). */
export function draftOf(hours: WeeklyHours | null): HoursDraft {
  const draft = {} as HoursDraft;
  for (const day of WEEKDAYS) {
    draft[day] = (hours?.[day] ?? []).map((r) => ({
      start: formatMinuteOfDay(r.startMinute),
      end: formatMinuteOfDay(r.endMinute),
    }));
  }
  return draft;
}

/** The same intervals of `from` on every day. */
export function copyToAllDays(draft: HoursDraft, from: Weekday): HoursDraft {
  const copy = {} as HoursDraft;
  for (const day of WEEKDAYS) copy[day] = draft[from].map((i) => ({ ...i }));
  return copy;
}

/**
 * The JSON text the API takes, checked by the shared rule (parseWeeklyHours: HH:mm, end after
 * start, no overlaps, at most 6 per day), or the Italian reason it is refused.
 */
export function hoursJsonOf(draft: HoursDraft): { json: string } | { error: string } {
  const raw: Record<string, string[][]> = {};
  for (const day of WEEKDAYS) raw[day] = draft[day].map((i) => [i.start, i.end]);
  const parsed = parseWeeklyHours(raw);
  if (parsed.status === 'malformed') return { error: parsed.reason };
  return { json: JSON.stringify(raw) };
}
