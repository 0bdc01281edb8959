import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client.ts';
import type { Appointment, CalendarResponse } from '@agendina/contract';
import {
  appointmentKeys,
  createAppointmentMutation,
  deleteAppointmentGroupMutation,
  deleteAppointmentMutation,
  updateAppointmentMutation,
} from './appointments.ts';
import { calendarKey } from './calendar-keys.ts';
import { createMultiOperatorAppointmentMutation } from './multi-operator.ts';

const appointment = (
  id: number,
  dateTime: string,
  hairdresserId: number,
  group: string | null = null,
): Appointment => ({
  id,
  clientId: 87,
  clientName: 'Giulia Rossi',
  hairdresserId,
  hairdresserName: 'Sara Conti',
  service: 'Taglio',
  serviceId: 5,
  serviceIds: [5],
  dateTime,
  endTime: dateTime.replace(
    /T(\d\d)/,
    (_m, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`,
  ),
  durationMinutes: 60,
  notes: null,
  status: 'BOOKED',
  source: 'MANUAL',
  createdAt: '2026-03-01T10:00:00+01:00',
  appointmentGroupId: group,
  isMultiOperator: false,
});

const calendarWith = (from: string, to: string, appointments: Appointment[]): CalendarResponse => ({
  from,
  to,
  days: [
    {
      date: from,
      open: true,
      hairdressers: [
        {
          hairdresserId: 3,
          hairdresserName: 'Sara',
          colorCode: '#E91E63',
          workingHours: [],
          appointments,
        },
      ],
    },
  ],
});

const keys = {
  week1: calendarKey({ from: '2026-03-02', to: '2026-03-08' }),
  week2: calendarKey({ from: '2026-03-09', to: '2026-03-15' }),
  week3: calendarKey({ from: '2026-03-16', to: '2026-03-22' }),
  day12: calendarKey({ from: '2026-03-12', to: '2026-03-13' }),
  march: calendarKey({ from: '2026-03-01', to: '2026-03-31' }),
  april: calendarKey({ from: '2026-04-01', to: '2026-04-30' }),
  week2Op4: calendarKey({ from: '2026-03-09', to: '2026-03-15', hairdresserId: 4 }),
  week1Booked: calendarKey({ from: '2026-03-02', to: '2026-03-08', status: 'BOOKED' }),
};
type Name = keyof typeof keys;

/** A cache with several calendars; appointment 7 (group g-1 with 8) sits on Wednesday 4 March. */
function setup(answer: (request: Request) => unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seven = appointment(7, '2026-03-04T09:00:00', 3, 'g-1');
  const eight = appointment(8, '2026-03-04T10:00:00', 3, 'g-1');
  for (const [name, key] of Object.entries(keys) as [Name, QueryKey][]) {
    const params = key[2] as { from: string; to: string };
    const inside = name.startsWith('week1') || name === 'march' ? [seven, eight] : [];
    queryClient.setQueryData(key, calendarWith(params.from, params.to, inside));
  }
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (request: Request) =>
      new Response(JSON.stringify(await answer(request)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  const invalidated = () =>
    (Object.keys(keys) as Name[])
      .filter((name) => queryClient.getQueryState(keys[name])?.isInvalidated)
      .sort();
  return { queryClient, client, invalidated };
}

describe('appointment mutations invalidate exactly the calendars they touch', () => {
  it('create: the new day, in every range showing it and not filtered on another operator', async () => {
    const { queryClient, client, invalidated } = setup(() =>
      appointment(9, '2026-03-12T15:00:00', 3),
    );
    await new MutationObserver(queryClient, createAppointmentMutation(client)).mutate({
      clientId: 87,
      hairdresserId: 3,
      serviceIds: [5],
      dateTime: '2026-03-12T15:00:00',
    });
    expect(invalidated()).toEqual(['day12', 'march', 'week2']);
  });

  it('move: the old day (found in the cache) and the new day', async () => {
    const { queryClient, client, invalidated } = setup(() =>
      appointment(7, '2026-03-18T10:00:00', 3, 'g-1'),
    );
    const moved = await new MutationObserver(queryClient, updateAppointmentMutation(client)).mutate(
      {
        id: 7,
        body: { dateTime: '2026-03-18T10:00:00' },
      },
    );
    expect(moved.dateTime).toBe('2026-03-18T10:00:00');
    expect(invalidated()).toEqual(['march', 'week1', 'week1Booked', 'week3']);
    expect(queryClient.getQueryData(appointmentKeys.detail(7))).toEqual(moved);
  });

  it('delete: only the calendars of the day it was on', async () => {
    const { queryClient, client, invalidated } = setup(() => ({
      success: true,
      deletedCount: 1,
      message: 'ok',
    }));
    await new MutationObserver(queryClient, deleteAppointmentMutation(client)).mutate(7);
    expect(invalidated()).toEqual(['march', 'week1', 'week1Booked']);
  });

  it('group delete: the days of every appointment of the group', async () => {
    const { queryClient, client, invalidated } = setup(() => ({
      success: true,
      deletedCount: 2,
      message: 'ok',
    }));
    await new MutationObserver(queryClient, deleteAppointmentGroupMutation(client)).mutate('g-1');
    expect(invalidated()).toEqual(['march', 'week1', 'week1Booked']);
  });

  it('multi-operator create: every operator and day of the new group', async () => {
    const { queryClient, client, invalidated } = setup(() => ({
      appointmentGroupId: 'g-2',
      appointments: [
        appointment(10, '2026-03-12T09:00:00', 3, 'g-2'),
        appointment(11, '2026-03-12T10:00:00', 4, 'g-2'),
      ],
      items: [],
    }));
    await new MutationObserver(queryClient, createMultiOperatorAppointmentMutation(client)).mutate({
      clientId: 87,
      startDateTime: '2026-03-12T09:00:00',
      serviceBlocks: [
        {
          serviceId: 5,
          operatorId: 3,
          executionOrder: 1,
          requiredGapBefore: 0,
          canRunInParallel: false,
        },
        {
          serviceId: 6,
          operatorId: 4,
          executionOrder: 2,
          requiredGapBefore: 0,
          canRunInParallel: false,
        },
      ],
    });
    expect(invalidated()).toEqual(['day12', 'march', 'week2', 'week2Op4']);
  });

  it('sends MANUAL as the source of a manual creation', async () => {
    const bodies: unknown[] = [];
    const { queryClient, client } = setup(async (request) => {
      bodies.push(JSON.parse(await request.clone().text()));
      return appointment(9, '2026-03-12T15:00:00', 3);
    });
    await new MutationObserver(queryClient, createAppointmentMutation(client)).mutate({
      clientId: 87,
      hairdresserId: 3,
      serviceIds: [5],
      dateTime: '2026-03-12T15:00:00',
    });
    expect(bodies[0]).toMatchObject({ source: 'MANUAL' });
  });
});
