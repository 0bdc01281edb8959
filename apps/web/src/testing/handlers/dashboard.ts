import { http } from '../api-mocks.ts';
import {
  calendarOf,
  callbacks,
  currentUser,
  hairdressers,
  recentBookings,
  thursdayAppointments,
} from '../fixtures/salon.ts';

/** Every call the dashboard makes, answered with the demo salon's Thursday. */
export const dashboardHandlers = () => [
  http.get('/users/me', ({ response }) => response(200).json(currentUser)),
  http.get('/hairdressers', ({ response }) => response(200).json(hairdressers)),
  http.get('/appointments/calendar', ({ query, response }) => {
    const from = query.get('from') ?? '2026-11-19';
    const to = query.get('to') ?? from;
    const operator = query.get('hairdresserId');
    const shown = operator
      ? thursdayAppointments.filter((a) => String(a.hairdresserId) === operator)
      : thursdayAppointments;
    return response(200).json(calendarOf(shown, from, to));
  }),
  http.get('/dashboard/callbacks', ({ response }) => response(200).json(callbacks)),
  http.get('/appointments/recent', ({ response }) => response(200).json(recentBookings)),
  // The server's count of Thursday's bookings: the two recent ones created on the 19th.
  http.get('/dashboard/bookings-today', ({ response }) => response(200).json({ count: 2 })),
];
