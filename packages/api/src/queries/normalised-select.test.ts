import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client.ts';
import {
  appointmentQueryOptions,
  calendarQueryOptions,
  clientAppointmentsQueryOptions,
} from './appointments.ts';
import { appointmentSearchQueryOptions } from './appointment-outcomes.ts';
import { cachedGroup } from './appointment-cache.ts';

// SPEC.md §3's aliases are normalised once, in the queries' `select`: screens read one shape,
// the cache keeps the server's answer (loaders and cache updates work on it).

const client = (body: unknown) =>
  createApiClient({
    baseUrl: 'http://api.test',
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  });

/** The older spellings: appointmentId for id, startTime for dateTime, appointment_group_id. */
const aliased = {
  appointmentId: 7,
  startTime: '2026-11-19T10:00:00',
  appointment_group_id: 'g-7',
  clientName: 'Giulia Rossi',
};

describe("the queries' select normalises the aliases", () => {
  it("a client's history", async () => {
    const options = clientAppointmentsQueryOptions(client([aliased]), 3);
    const raw = await new QueryClient().fetchQuery(options);
    const [one] = options.select!(raw);
    expect(one?.id).toBe(7);
    expect(one?.start.toString()).toBe('2026-11-19T10:00:00');
    expect(one?.groupId).toBe('g-7');
    // The cache keeps what the server said.
    expect(raw).toEqual([aliased]);
  });

  it('one appointment, and null when there is nothing to draw', async () => {
    const options = appointmentQueryOptions(client(aliased), 7);
    const raw = await new QueryClient().fetchQuery(options);
    expect(options.select!(raw)?.groupId).toBe('g-7');
    expect(
      options.select!({ ...raw, appointmentId: undefined, id: undefined } as never),
    ).toBeNull();
  });

  it('a page of the search, its count untouched', async () => {
    const params = { from: '2026-11-16', to: '2026-11-22', page: 0 };
    const page = { content: [aliased], totalElements: 1, totalPages: 1 };
    const options = appointmentSearchQueryOptions(client(page), params);
    const raw = await new QueryClient().fetchQuery(options);
    const selected = options.select!(raw);
    expect(selected.totalElements).toBe(1);
    expect(selected.content.map((a) => a.id)).toEqual([7]);
  });

  it("the calendar's appointments, with the operator of the entry holding them", async () => {
    const calendar = {
      days: [
        {
          date: '2026-11-19',
          hairdressers: [{ hairdresserId: 2, hairdresserName: 'Marco', appointments: [aliased] }],
        },
      ],
    };
    const options = calendarQueryOptions(client(calendar), {
      from: '2026-11-19',
      to: '2026-11-20',
      hairdresserId: null,
      status: null,
    });
    const raw = await new QueryClient().fetchQuery(options);
    const [one] = options.select!(raw);
    expect(one?.id).toBe(7);
    expect(one?.hairdresserId).toBe(2);
  });
});

describe('cachedGroup', () => {
  it("gives a group's cached copies, normalised, whichever spelling and query held them", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['appointments', 'detail', 7], aliased);
    queryClient.setQueryData(
      ['appointments', 'calendar', { from: '2026-11-19', to: '2026-11-20' }],
      {
        days: [
          {
            date: '2026-11-19',
            hairdressers: [
              {
                hairdresserId: 2,
                appointments: [
                  { id: 8, dateTime: '2026-11-19T10:30:00', appointmentGroupId: 'g-7' },
                  { id: 9, dateTime: '2026-11-19T11:00:00', appointmentGroupId: 'other' },
                ],
              },
            ],
          },
        ],
      },
    );
    const group = cachedGroup(queryClient, 'g-7');
    expect(group.map((a) => a.id).sort()).toEqual([7, 8]);
    expect(group.every((a) => a.groupId === 'g-7')).toBe(true);
  });
});
