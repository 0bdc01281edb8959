import { describe, expect, it } from 'vitest';
import {
  appointmentSearchQueryOptions,
  cancelAppointmentMutation,
  acceptAppointmentRequestMutation,
  declineAppointmentRequestMutation,
  markNoShowMutation,
  onlineRequestsParams,
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

  it('GET /appointments/search of the online requests', () =>
    interaction({
      state: states.onlineRequest,
      description: 'the online requests waiting for the salon',
      method: 'GET',
      path: '/appointments/search',
      query: {
        from: contractWeek.from,
        to: contractWeek.to,
        status: 'REQUESTED',
        page: '0',
        size: '100',
      },
      status: 200,
      response: {
        content: eachLike(
          appointment({ status: appointmentStatus('REQUESTED'), source: 'ONLINE' }),
        ),
        page: integer(0),
        size: integer(100),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(
          appointmentSearchQueryOptions(
            app.client,
            onlineRequestsParams(contractWeek.from, contractWeek.to),
          ),
        );
        expect(page.content[0]?.status).toBe('REQUESTED');
      },
    }));

  it('POST /appointments/{id}/accept', () =>
    interaction({
      state: states.onlineRequest,
      description: 'online request 1001 accepted',
      method: 'POST',
      path: '/appointments/1001/accept',
      status: 200,
      response: appointment({ status: appointmentStatus('BOOKED'), source: 'ONLINE' }),
      run: async (app) => {
        const accepted = await app.mutate(acceptAppointmentRequestMutation(app.client), 1001);
        expect(accepted.status).toBe('BOOKED');
      },
    }));

  it('POST /appointments/{id}/decline', () =>
    interaction({
      state: states.onlineRequest,
      description: 'online request 1001 declined with a message',
      method: 'POST',
      path: '/appointments/1001/decline',
      body: { note: 'Quel giorno siamo al completo.' },
      status: 200,
      response: appointment({
        status: appointmentStatus('CANCELLED'),
        source: 'ONLINE',
        cancellationReason: 'SALON',
        cancellationNote: string('Quel giorno siamo al completo.'),
        cancelledAt: instant(),
      }),
      run: async (app) => {
        const declined = await app.mutate(declineAppointmentRequestMutation(app.client), {
          id: 1001,
          note: 'Quel giorno siamo al completo.',
        });
        expect(declined.status).toBe('CANCELLED');
      },
    }));
});
