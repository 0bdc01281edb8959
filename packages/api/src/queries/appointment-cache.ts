import type { QueryClient } from '@tanstack/react-query';
import type { Appointment, CalendarResponse } from '@agendina/contract';
import type { NormalisedAppointment } from '@agendina/scheduling';
import { isCalendarKey, touchesOf, type CalendarTouch } from './calendar-keys.ts';
import { normaliseAppointments } from '../normalise/appointments.ts';

/** Appointments in the cache (calendars, details, groups) that satisfy `match`. */
export function findCachedAppointments(
  queryClient: QueryClient,
  match: (appointment: Appointment) => boolean,
): Appointment[] {
  const found = new Map<number, Appointment>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (data === undefined) continue;
    const candidates: Appointment[] = isCalendarKey(query.queryKey)
      ? (data as CalendarResponse).days.flatMap((day) =>
          day.hairdressers.flatMap((h) => h.appointments ?? h.slots ?? []),
        )
      : query.queryKey[0] === 'appointments' &&
          (query.queryKey[1] === 'detail' || query.queryKey[1] === 'group')
        ? ([] as Appointment[]).concat(data as Appointment | Appointment[])
        : [];
    for (const appointment of candidates) {
      if (match(appointment)) found.set(appointment.id, appointment);
    }
  }
  return [...found.values()];
}

/** The calendar days the cached copies of these appointments occupy (before a change). */
export const cachedTouches = (
  queryClient: QueryClient,
  match: (appointment: Appointment) => boolean,
): CalendarTouch[] => findCachedAppointments(queryClient, match).flatMap(touchesOf);

export const byId = (id: number) => (a: Appointment) => a.id === id || a.appointmentId === id;

export const byGroup = (groupId: string) => (a: Appointment) =>
  (a.appointmentGroupId ?? a.appointment_group_id) === groupId;

/**
 * The cached copies of a group's appointments (what the screens show now), normalised as the
 * queries' `select` gives them: a move plans the places of the whole group from them.
 */
export const cachedGroup = (queryClient: QueryClient, groupId: string): NormalisedAppointment[] =>
  normaliseAppointments(findCachedAppointments(queryClient, byGroup(groupId)));
