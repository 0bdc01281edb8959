import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client.ts';
import {
  callbacksPollMs,
  conversationPollMs,
  dashboardRefreshMs,
  quickViewCacheMs,
} from '../constants.ts';
import type { Appointment } from '@agendina/contract';
import { appointmentGroupQueryOptions, quickViewCalendarQueryOptions } from './appointments.ts';
import {
  callbacksQueryOptions,
  conversationQueryOptions,
  recentAppointmentsQueryOptions,
} from './dashboard.ts';

const client = (body: unknown) =>
  createApiClient({
    baseUrl: 'http://api.test',
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  });

describe('polling and caching of SPEC.md §9', () => {
  it('polls a visible conversation every 3 s and stops when the dialog is closed', () => {
    const open = conversationQueryOptions(client({}), 77, true);
    expect(open.refetchInterval).toBe(conversationPollMs);
    expect(open.refetchIntervalInBackground).toBe(false);
    const closed = conversationQueryOptions(client({}), 77, false);
    expect(closed.enabled).toBe(false);
    expect(closed.refetchInterval).toBe(false);
  });

  it('polls callbacks and recent bookings every 60 s; the quick view keeps a range 5 minutes', () => {
    expect(callbacksQueryOptions(client([])).refetchInterval).toBe(callbacksPollMs);
    expect(recentAppointmentsQueryOptions(client([])).refetchInterval).toBe(dashboardRefreshMs);
    const quick = quickViewCalendarQueryOptions(client({}), {
      from: '2030-03-04',
      to: '2030-03-10',
    });
    expect([quick.staleTime, quick.gcTime]).toEqual([quickViewCacheMs, quickViewCacheMs]);
    expect(quick.queryKey).toEqual([
      'appointments',
      'calendar',
      { from: '2030-03-04', to: '2030-03-10', hairdresserId: null, status: null },
    ]);
  });
});

describe('display order', () => {
  it('shows recent bookings reversed (newest first) without touching the cached list', async () => {
    const queryClient = new QueryClient();
    const at = (id: number) => ({ id, dateTime: '2026-11-19T10:00:00' });
    const options = recentAppointmentsQueryOptions(client([at(1), at(2), at(3)]));
    const raw = await queryClient.fetchQuery(options);
    expect(options.select?.(raw).map((a) => a.id)).toEqual([3, 2, 1]);
    expect(raw.map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('sorts a group by service order, whichever spelling the server used', async () => {
    const group = [
      { id: 12, dateTime: '2026-11-19T10:30:00', serviceOrder: 2 },
      { id: 13, dateTime: '2026-11-19T11:00:00', service_order: 3 },
      { id: 11, dateTime: '2026-11-19T10:00:00', serviceOrder: 1 },
    ] as Appointment[];
    const options = appointmentGroupQueryOptions(client(group), 'g-1');
    const raw = await new QueryClient().fetchQuery(options);
    expect(options.select?.(raw).map((a) => a.id)).toEqual([11, 12, 13]);
  });
});
