import { describe, expect, it } from 'vitest';
import {
  appointmentSearchQueryOptions,
  cancelAppointmentMutation,
  markNoShowMutation,
  undoNoShowMutation,
} from '@agendina/api';
import { contractWeek, states } from '../shared/provider-states.ts';
import {
  appointment,
  appointmentStatus,
  eachLike,
  instant,
  integer,
  localDateTime,
  oneOf,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

/** The past visit of the no-show states (2024-03-07 09:30). */
const past = {
  dateTime: localDateTime('2024-03-07T09:30:00'),
  endTime: localDateTime('2024-03-07T10:15:00'),
};

describe('Appointment outcomes and search (issue #19)', () => {
  it('POST /appointments/{id}/cancel', () =>
    interaction({
      state: states.appointment,
      description: 'appointment 1001 cancelled at the client’s request, with a note',
      method: 'POST',
      path: '/appointments/1001/cancel',
      body: { reason: 'CLIENT_REQUEST', note: 'Ha la febbre' },
      status: 200,
      response: appointment({
        status: appointmentStatus('CANCELLED'),
        cancellationReason: oneOf(['CLIENT_REQUEST', 'SALON', 'OTHER'], 'CLIENT_REQUEST'),
        cancellationNote: string('Ha la febbre'),
        cancelledAt: instant(),
      }),
      run: async (app) => {
        const cancelled = await app.mutate(cancelAppointmentMutation(app.client), {
          id: 1001,
          body: { reason: 'CLIENT_REQUEST', note: 'Ha la febbre' },
        });
        expect(cancelled.status).toBe('CANCELLED');
        expect(cancelled.cancellationReason).toBe('CLIENT_REQUEST');
      },
    }));

  it('POST /appointments/{id}/no-show', () =>
    interaction({
      state: states.expiredAppointments,
      description: 'past appointment 1001 marked as a no-show',
      method: 'POST',
      path: '/appointments/1001/no-show',
      status: 200,
      response: appointment({ ...past, status: appointmentStatus('NO_SHOW') }),
      run: async (app) => {
        const marked = await app.mutate(markNoShowMutation(app.client), 1001);
        expect(marked.status).toBe('NO_SHOW');
      },
    }));

  it('DELETE /appointments/{id}/no-show', () =>
    interaction({
      state: states.noShow,
      description: 'the no-show of appointment 1001 undone',
      method: 'DELETE',
      path: '/appointments/1001/no-show',
      status: 200,
      response: appointment({ ...past, status: appointmentStatus('BOOKED') }),
      run: async (app) => {
        const undone = await app.mutate(undoNoShowMutation(app.client), 1001);
        expect(undone.status).toBe('BOOKED');
      },
    }));

  it('GET /appointments/search', () =>
    interaction({
      state: states.appointment,
      description: 'the first page of the week’s appointments of clients named Rossi',
      method: 'GET',
      path: '/appointments/search',
      query: { from: contractWeek.from, to: contractWeek.to, q: 'Rossi', page: '0', size: '25' },
      status: 200,
      response: {
        content: eachLike(appointment()),
        page: integer(0),
        size: integer(25),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(
          appointmentSearchQueryOptions(app.client, { ...contractWeek, q: 'Rossi' }),
        );
        expect(page.content[0]?.clientName).toBe('Giulia Rossi');
        expect(page.totalPages).toBe(1);
      },
    }));
});
