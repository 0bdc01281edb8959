import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AppointmentStatus } from '@agendina/contract';

/** GET /appointments/calendar parameters: from and to are yyyy-MM-dd, both inclusive. */
export interface CalendarParams {
  from: string;
  to: string;
  hairdresserId?: number | null | undefined;
  status?: AppointmentStatus | null | undefined;
}

export interface CalendarKeyParams {
  from: string;
  to: string;
  hairdresserId: number | null;
  status: AppointmentStatus | null;
}

export type CalendarKey = readonly ['appointments', 'calendar', CalendarKeyParams];

/** ['appointments','calendar',{from,to,hairdresserId,status}]: absent filters are null. */
export const calendarKey = ({ from, to, hairdresserId, status }: CalendarParams): CalendarKey => [
  'appointments',
  'calendar',
  { from, to, hairdresserId: hairdresserId ?? null, status: status ?? null },
];

/** A day an appointment occupies on a calendar, and (if known) its operator. */
export interface CalendarTouch {
  /** yyyy-MM-dd */
  date: string;
  hairdresserId?: number | null | undefined;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function isCalendarKey(key: QueryKey): key is CalendarKey {
  if (key.length !== 3 || key[0] !== 'appointments' || key[1] !== 'calendar') return false;
  const params = key[2] as Partial<CalendarKeyParams> | null;
  return typeof params === 'object' && params !== null && isDay(params.from) && isDay(params.to);
}

/**
 * Whether the calendar of `key` shows any of the touched days: the day lies in [from, to] and
 * the calendar is not filtered on another operator. The status filter is ignored on purpose:
 * a change may move an appointment into or out of any status filter.
 */
export function calendarKeyTouches(key: QueryKey, touches: readonly CalendarTouch[]): boolean {
  if (!isCalendarKey(key)) return false;
  const { from, to, hairdresserId } = key[2];
  return touches.some(
    (touch) =>
      touch.date >= from &&
      touch.date <= to &&
      (hairdresserId === null ||
        touch.hairdresserId == null ||
        touch.hairdresserId === hairdresserId),
  );
}

/** The calendar keys among `keys` that show any touched day (pure; see calendarKeyTouches). */
export const calendarKeysTouching = (
  keys: readonly QueryKey[],
  touches: readonly CalendarTouch[],
): QueryKey[] => keys.filter((key) => calendarKeyTouches(key, touches));

/** The days (start and, when different, end) and operator of an appointment. */
export function touchesOf(appointment: {
  dateTime?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  hairdresserId?: number | undefined;
}): CalendarTouch[] {
  const start = (appointment.dateTime ?? appointment.startTime)?.slice(0, 10);
  const end = appointment.endTime?.slice(0, 10);
  const days = [...new Set([start, end].filter(isDay))];
  return days.map((date) => ({ date, hairdresserId: appointment.hairdresserId }));
}

/** Invalidates exactly the cached calendars that show one of the touched days. */
export const invalidateCalendarsTouching = (
  queryClient: QueryClient,
  touches: readonly CalendarTouch[],
): Promise<void> =>
  touches.length === 0
    ? Promise.resolve()
    : queryClient.invalidateQueries({
        predicate: (query) => calendarKeyTouches(query.queryKey, touches),
      });

/** Every cached calendar (changes whose days are unknown, e.g. operator hours or bulk updates). */
export const invalidateAllCalendars = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: (query) => isCalendarKey(query.queryKey) });
