import { describe, expect, it } from 'vitest';
import {
  appointmentGroupQueryOptions,
  appointmentQueryOptions,
  calendarQueryOptions,
  clientAppointmentsQueryOptions,
  completeExpiredAppointmentsMutation,
  createAppointmentMutation,
  deleteAppointmentGroupMutation,
  deleteAppointmentMutation,
  updateAppointmentMutation,
  updateAppointmentStatusMutation,
  updateGroupStatusMutation,
} from '@agendina/api';
import { contractWeek, states } from '../shared/provider-states.ts';
import {
  appointment,
  appointmentStatus,
  boolean,
  colorCode,
  day,
  deleted,
  eachLike,
  groupAppointment,
  integer,
  localDateTime,
  phone,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

const groupId = '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c';
const newAppointment = {
  clientId: 42,
  hairdresserId: 3,
  service: 'Taglio donna',
  serviceIds: [5],
  dateTime: '2030-03-07T09:30:00',
  notes: 'Prima visita',
};
const move = { dateTime: '2030-03-07T11:00:00', notes: 'Spostato su richiesta' };

describe('Appointments', () => {
  it('GET /appointments/calendar', () =>
    interaction({
      state: states.salonWeek,
      params: { weekStart: contractWeek.from },
      description: 'a request for the calendar of a week',
      method: 'GET',
      path: '/appointments/calendar',
      query: { from: contractWeek.from, to: contractWeek.to },
      status: 200,
      response: {
        days: eachLike({
          date: day('2030-03-07'),
          hairdressers: eachLike({
            hairdresserId: integer(3),
            hairdresserName: string('Sara Conti'),
            colorCode: colorCode(),
            appointments: eachLike(appointment()),
          }),
        }),
      },
      run: async (app) => {
        const calendar = await app.query(calendarQueryOptions(app.client, contractWeek));
        expect(calendar.days[0]?.hairdressers[0]?.appointments[0]?.status).toBe('BOOKED');
      },
    }));

  it('GET /appointments/calendar (one operator, one status)', () =>
    interaction({
      state: states.salonWeek,
      params: { weekStart: contractWeek.from },
      description: 'a request for the calendar of a week for operator 3 and booked appointments',
      method: 'GET',
      path: '/appointments/calendar',
      query: { from: '2030-03-07', to: '2030-03-08', hairdresserId: '3', status: 'BOOKED' },
      status: 200,
      response: {
        days: eachLike({
          date: day('2030-03-07'),
          hairdressers: eachLike({
            hairdresserId: integer(3),
            appointments: eachLike(appointment()),
          }),
        }),
      },
      run: async (app) => {
        const params = {
          from: '2030-03-07',
          to: '2030-03-08',
          hairdresserId: 3,
          status: 'BOOKED',
        } as const;
        const calendar = await app.query(calendarQueryOptions(app.client, params));
        expect(calendar.days[0]?.hairdressers[0]?.hairdresserId).toBe(3);
      },
    }));

  it('GET /appointments/{id}', () =>
    interaction({
      state: states.appointment,
      description: 'a request for appointment 1001',
      method: 'GET',
      path: '/appointments/1001',
      status: 200,
      // The detail calls the client and shows the visit's total (issue #19).
      response: appointment({
        notes: string('Cliente abituale'),
        clientPhoneNumber: phone(),
        priceCents: integer(3500),
      }),
      run: async (app) => {
        const read = await app.query(appointmentQueryOptions(app.client, 1001));
        expect(read.id).toBe(1001);
        expect(read.priceCents).toBe(3500);
      },
    }));

  it('PATCH /appointments/{id}', () =>
    interaction({
      state: states.appointment,
      description: 'a move of appointment 1001 to another time',
      method: 'PATCH',
      path: '/appointments/1001',
      body: move,
      status: 200,
      response: appointment({
        dateTime: localDateTime('2030-03-07T11:00:00'),
        endTime: localDateTime('2030-03-07T11:45:00'),
        notes: string('Spostato su richiesta'),
      }),
      run: async (app) => {
        const moved = await app.mutate(updateAppointmentMutation(app.client), {
          id: 1001,
          body: move,
        });
        expect(moved.dateTime).toBe('2030-03-07T11:00:00');
      },
    }));

  it('DELETE /appointments/{id}', () =>
    interaction({
      state: states.appointment,
      description: 'a deletion of appointment 1001',
      method: 'DELETE',
      path: '/appointments/1001',
      status: 200,
      response: deleted(),
      run: async (app) => {
        expect((await app.mutate(deleteAppointmentMutation(app.client), 1001)).success).toBe(true);
      },
    }));

  it('POST /appointments', () =>
    interaction({
      state: states.freeDay,
      description: 'a new appointment for client 42 with operator 3',
      method: 'POST',
      path: '/appointments',
      // The client adds the source of a manual creation.
      body: { source: 'MANUAL', ...newAppointment },
      status: 201,
      response: appointment(),
      run: async (app) => {
        const created = await app.mutate(createAppointmentMutation(app.client), newAppointment);
        expect(created.source).toBe('MANUAL');
      },
    }));

  it('PATCH /appointments/{id}/status', () =>
    interaction({
      state: states.appointment,
      description: 'appointment 1001 put in progress',
      method: 'PATCH',
      path: '/appointments/1001/status',
      body: { status: 'IN_PROGRESS' },
      status: 200,
      response: appointment({ status: appointmentStatus('IN_PROGRESS') }),
      run: async (app) => {
        const updated = await app.mutate(updateAppointmentStatusMutation(app.client), {
          id: 1001,
          status: 'IN_PROGRESS',
        });
        expect(updated.status).toBe('IN_PROGRESS');
      },
    }));

  it('PUT /appointments/group/{id}/status', () =>
    interaction({
      state: states.group,
      description: 'a whole group put back to booked',
      method: 'PUT',
      path: `/appointments/group/${groupId}/status`,
      body: { status: 'BOOKED' },
      status: 200,
      response: eachLike(groupAppointment()),
      run: async (app) => {
        const group = await app.mutate(updateGroupStatusMutation(app.client), {
          groupId,
          status: 'BOOKED',
        });
        expect(group.every((a) => a.status === 'BOOKED')).toBe(true);
      },
    }));

  it('GET /appointments/group/{id}', () =>
    interaction({
      state: states.group,
      description: 'a request for the appointments of a group',
      method: 'GET',
      path: `/appointments/group/${groupId}`,
      status: 200,
      response: eachLike(
        groupAppointment({
          isMultiOperator: boolean(true),
          clientPhoneNumber: phone(),
          priceCents: integer(3500),
        }),
        2,
      ),
      run: async (app) => {
        const group = await app.query(appointmentGroupQueryOptions(app.client, groupId));
        expect(group).toHaveLength(2);
        expect(group[0]?.priceCents).toBe(3500);
        expect(group[0]?.appointmentGroupId).toBe(groupId);
      },
    }));

  it('DELETE /appointments/group/{id}', () =>
    interaction({
      state: states.group,
      description: 'a deletion of a whole group',
      method: 'DELETE',
      path: `/appointments/group/${groupId}`,
      status: 200,
      response: deleted(2),
      run: async (app) => {
        expect(
          (await app.mutate(deleteAppointmentGroupMutation(app.client), groupId)).deletedCount,
        ).toBe(2);
      },
    }));

  it('PATCH /appointments/bulk/complete-expired', () =>
    interaction({
      state: states.expiredAppointments,
      description: 'the completion of the expired appointments',
      method: 'PATCH',
      path: '/appointments/bulk/complete-expired',
      status: 200,
      response: {
        success: boolean(true),
        updatedCount: integer(3),
        message: string('3 appuntamenti completati'),
      },
      run: async (app) => {
        const result = await app.mutate(completeExpiredAppointmentsMutation(app.client), undefined);
        expect(result.updatedCount).toBeGreaterThan(0);
      },
    }));

  it('GET /appointments/clients/{id}', () =>
    interaction({
      state: states.clientWithHistory,
      description: 'a request for the appointments of client 42',
      method: 'GET',
      path: '/appointments/clients/42',
      status: 200,
      response: eachLike(appointment()),
      run: async (app) => {
        const history = await app.query(clientAppointmentsQueryOptions(app.client, 42));
        expect(history[0]?.clientId).toBe(42);
      },
    }));
});
