import { http } from '../api-mocks.ts';
import {
  calendarOf,
  callbacks,
  currentUser,
  hairdressers,
  recentBookings,
  thursdayAppointments,
} from '../fixtures/salon.ts';

/** GET /appointments/calendar of the demo Thursday: the asked range, one operator or all. */
export function thursdayCalendar(
  askedFrom: string | null | undefined,
  askedTo: string | null | undefined,
  operator: string | null | undefined,
) {
  const from = askedFrom ?? '2026-11-19';
  const to = askedTo ?? from;
  const shown = operator
    ? thursdayAppointments.filter((a) => String(a.hairdresserId) === operator)
    : thursdayAppointments;
  return calendarOf(shown, from, to);
}

/** Every call the dashboard makes, answered with the demo salon's Thursday. */
export const dashboardHandlers = () => [
  http.get('/users/me', ({ response }) => response(200).json(currentUser)),
  http.get('/hairdressers', ({ response }) => response(200).json(hairdressers)),
  http.get('/appointments/calendar', ({ query, response }) =>
    response(200).json(
      thursdayCalendar(query.get('from'), query.get('to'), query.get('hairdresserId')),
    ),
  ),
  http.get('/dashboard/callbacks', ({ response }) => response(200).json(callbacks)),
  http.get('/appointments/recent', ({ response }) => response(200).json(recentBookings)),
  // The server's count of Thursday's bookings: the two recent ones created on the 19th.
  http.get('/dashboard/bookings-today', ({ response }) => response(200).json({ count: 2 })),
];
