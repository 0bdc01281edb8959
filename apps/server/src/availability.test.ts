// Appointments over HTTP: free slots, next slot, alternatives, scheduling answers and analytics.
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const { suite, t, create, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

describe('availability and scheduling', () => {
  it('answers slots, next slot, alternatives, operator days and stats', async () => {
    await create(`${DAY}T09:00`);
    const slots = await h.api<{ slots: { startTime: string }[]; durationMinutes: number }>(
      'GET',
      '/appointments/available-slots',
      {
        ...t(),
        query: { date: DAY, hairdresserId: s.hairdresserIds[0], serviceId: s.serviceIds[1] },
      },
    );
    expect(slots.body.durationMinutes).toBe(45);
    expect(slots.body.slots[0]?.startTime).toBe(`${DAY}T09:45:00`);
    const next = await h.api<{ startTime: string; hairdresserId: number }>(
      'GET',
      '/appointments/availability/next-slot',
      {
        ...t(),
        query: { durationMinutes: 30, hairdresserId: s.hairdresserIds[0], from: `${DAY}T09:00` },
      },
    );
    expect(next.body.startTime).toBe(`${DAY}T09:45:00`);
    const none = await h.api('GET', '/appointments/availability/next-slot', {
      ...t(),
      query: { durationMinutes: 720, from: `${DAY}T09:00`, maxDaysToSearch: 2 },
    });
    expect(none.status).toBe(404);
    const alt = await h.api<{ sameOperator: boolean; startTime: string }[]>(
      'GET',
      '/appointments/availability/alternatives',
      {
        ...t(),
        query: {
          dateTime: `${DAY}T09:00`,
          durationMinutes: 45,
          hairdresserId: s.hairdresserIds[0],
        },
      },
    );
    expect(alt.body).toHaveLength(5);
    expect(alt.body[0]).toMatchObject({ sameOperator: true, startTime: `${DAY}T09:45:00` });
    const day = await h.api<{ busy: unknown[]; free: { startTime: string }[]; working: boolean }>(
      'GET',
      `/appointments/availability/operator/${s.hairdresserIds[0]}`,
      { ...t(), query: { date: DAY } },
    );
    expect(day.body.busy).toHaveLength(1);
    expect(day.body.free[0]?.startTime).toBe(`${DAY}T09:45:00`);
    const stats = await h.api<{ totals: { appointmentCount: number; bookedMinutes: number } }>(
      'GET',
      '/appointments/availability/stats',
      { ...t(), query: { from: DAY, to: DAY } },
    );
    expect(stats.body.totals).toMatchObject({ appointmentCount: 1, bookedMinutes: 45 });
    const check = (time: string) =>
      h.api<{ available: boolean; message: string }>('POST', '/appointments/availability', {
        ...t(),
        body: {
          hairdresserId: s.hairdresserIds[0],
          dateTime: `${DAY}T${time}`,
          durationMinutes: 30,
        },
      });
    expect((await check('09:30')).body).toMatchObject({
      available: false,
      message: 'Operator already has an appointment at this time',
    });
    expect((await check('18:45')).body).toMatchObject({
      available: false,
      message: "Fuori dall'orario di lavoro dell'operatore",
    });
    expect((await check('11:00')).body).toMatchObject({
      available: true,
      message: 'Operatore disponibile',
    });
    const reasons = async (time: string) =>
      (
        await h.api<{ hairdresserId: number; reason: string | null }[]>(
          'GET',
          `/appointments/availability/service/${s.serviceIds[1]}/operators`,
          { ...t(), query: { dateTime: `${DAY}T${time}` } },
        )
      ).body.find((o) => o.hairdresserId === s.hairdresserIds[0])?.reason;
    expect(await reasons('09:00')).toBe('Occupato');
    expect(await reasons('18:45')).toBe("Fuori dall'orario di lavoro");
    expect(await reasons('11:00')).toBeNull();
    expect(
      (
        await h.api('GET', `/appointments/availability/service/${s.serviceIds[1]}`, {
          ...t(),
          query: { date: DAY },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await h.api('GET', `/appointments/availability/service/${s.serviceIds[1]}/operators`, {
          ...t(),
          query: { dateTime: `${DAY}T09:00` },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await h.api('GET', `/hairdressers/${s.hairdresserIds[0]}/availability`, {
          ...t(),
          query: { from: DAY, to: '2030-03-13' },
        })
      ).status,
    ).toBe(200);
  });

  it('orders services, computes gaps, finds the optimal schedule and analytics', async () => {
    const order = await h.api<{
      serviceIds: number[];
      changed: boolean;
      hints: { code: string }[];
    }>('POST', '/appointments/recommended-order', {
      ...t(),
      body: { serviceIds: [s.serviceIds[1], s.serviceIds[0]] },
    });
    expect(order.body).toMatchObject({
      serviceIds: [s.serviceIds[0], s.serviceIds[1]],
      changed: true,
    });
    expect(order.body.hints.map((x) => x.code)).toContain('ORDER_COLOR_BEFORE_CUT');
    const gap = await h.api<{
      warningAboveMinutes: number;
      criticalAboveMinutes: number;
      item: { code: string };
    }>('GET', '/appointments/calculate-gap', {
      ...t(),
      query: { previousServiceId: s.serviceIds[0], nextServiceId: s.serviceIds[1], gapMinutes: 30 },
    });
    expect(gap.body).toMatchObject({
      warningAboveMinutes: 20,
      criticalAboveMinutes: 60,
      item: { code: 'GAP_AFTER_COLOR' },
    });
    const body = {
      date: DAY,
      serviceIds: [s.serviceIds[2], s.serviceIds[0]],
      clientId: s.clientIds[0],
    };
    const optimal = await h.api<{
      found: boolean;
      schedule: { startDateTime: string; blocks: { serviceId: number }[] };
    }>('POST', '/appointments/optimal-schedule', { ...t(), body });
    expect(optimal.body.found).toBe(true);
    expect(optimal.body.schedule.blocks.map((b) => b.serviceId)).toEqual([
      s.serviceIds[0],
      s.serviceIds[2],
    ]);
    const multi = await h.api<{ available: boolean; options: unknown[] }>(
      'POST',
      '/appointments/multi-service-availability',
      { ...t(), body: { ...body, maxResults: 3 } },
    );
    expect(multi.body.options).toHaveLength(3);
    expect(
      (await h.api('POST', '/appointments/suggest-optimal-times', { ...t(), body })).status,
    ).toBe(200);
    await h.api('POST', '/appointments/multi-operator', { ...t(), body: plan(`${DAY}T09:00`) });
    const analytics = await h.api<{ totalAppointments: number; multiOperatorGroups: number }>(
      'GET',
      '/appointments/analytics/scheduling',
      { ...t(), query: { from: DAY, to: DAY } },
    );
    expect(analytics.body).toMatchObject({ totalAppointments: 2, multiOperatorGroups: 1 });
  });
});
