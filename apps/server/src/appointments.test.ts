import { beforeEach, describe, expect, it } from 'vitest';
import { salons } from './db/schema/index.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

type Appointment = {
  id: number;
  dateTime: string;
  endTime: string;
  status: string;
  appointmentGroupId: string | null;
  serviceOrder?: number;
  groupSize: number;
  isMultiOperator: boolean;
  hairdresserId: number;
  groupAppointments?: Appointment[];
};

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

const DAY = '2030-03-12';
const t = () => ({ token: s.token });
const create = (
  dateTime: string,
  serviceIds = [s.serviceIds[1] as number],
  hairdresserId = s.hairdresserIds[0],
) =>
  h.api<Appointment & { message: string }>('POST', '/appointments', {
    ...t(),
    body: { clientId: s.clientIds[0], hairdresserId, serviceIds, dateTime },
  });
const plan = (
  startDateTime: string,
  blocks = [
    { serviceId: s.serviceIds[0], operatorId: s.hairdresserIds[0], executionOrder: 1 },
    { serviceId: s.serviceIds[2], operatorId: s.hairdresserIds[1], executionOrder: 2 },
  ],
) => ({ clientId: s.clientIds[0], startDateTime, serviceBlocks: blocks });

describe('booking', () => {
  it('creates one appointment and shows it in the calendar', async () => {
    const created = await create(`${DAY}T10:00`);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      dateTime: `${DAY}T10:00:00`,
      endTime: `${DAY}T10:45:00`,
      status: 'BOOKED',
      source: 'MANUAL',
      appointmentGroupId: null,
      groupSize: 1,
    });
    const cal = await h.api<{
      days: {
        date: string;
        open: boolean;
        hairdressers: { hairdresserId: number; appointments: Appointment[] }[];
      }[];
    }>('GET', '/appointments/calendar', {
      ...t(),
      query: { from: '2030-03-11', to: '2030-03-17' },
    });
    expect(cal.body.days).toHaveLength(7);
    const day = cal.body.days.find((d) => d.date === DAY);
    expect(
      day?.hairdressers
        .find((x) => x.hairdresserId === s.hairdresserIds[0])
        ?.appointments.map((a) => a.id),
    ).toEqual([created.body.id]);
  });

  it('books several services back to back as one group', async () => {
    const created = await create(`${DAY}T09:00`, [
      s.serviceIds[0] as number,
      s.serviceIds[2] as number,
    ]);
    expect(created.status).toBe(201);
    expect(created.body.groupAppointments?.map((a) => [a.dateTime, a.serviceOrder])).toEqual([
      [`${DAY}T09:00:00`, 1],
      [`${DAY}T10:00:00`, 2],
    ]);
    const group = await h.api<Appointment[]>(
      'GET',
      `/appointments/group/${created.body.appointmentGroupId}`,
      t(),
    );
    expect(group.body.map((a) => a.groupSize)).toEqual([2, 2]);
    const del = await h.api<{ deletedCount: number; message: string }>(
      'DELETE',
      `/appointments/group/${created.body.appointmentGroupId}`,
      t(),
    );
    expect(del.body).toMatchObject({
      deletedCount: 2,
      message: 'Eliminato il gruppo con 2 servizi',
    });
  });

  it('refuses a taken slot with 409 and the message SPEC.md §8 maps', async () => {
    expect((await create(`${DAY}T10:00`)).status).toBe(201);
    const taken = await create(`${DAY}T10:30`);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Operator already has an appointment at this time');
    expect((await create(`${DAY}T10:45`)).status).toBe(201);
  });

  it('50 concurrent bookings of one operator and time: exactly one 201, the rest 409', async () => {
    const clients = s.clientIds;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_v, i) =>
        h.api('POST', '/appointments', {
          ...t(),
          body: {
            clientId: clients[i % 2],
            hairdresserId: s.hairdresserIds[0],
            serviceIds: [s.serviceIds[1]],
            dateTime: `${DAY}T15:00`,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(49);
  });

  it('refuses 422 outside working hours and for an operator who does not offer the service; 404 for unknown ids', async () => {
    expect((await create(`${DAY}T07:00`)).status).toBe(422);
    await h.api('PATCH', `/hairdressers/${s.hairdresserIds[1]}/services`, {
      ...t(),
      body: { serviceIds: [s.serviceIds[0]] },
    });
    const cannot = await create(`${DAY}T10:00`, [s.serviceIds[1] as number], s.hairdresserIds[1]);
    expect(cannot.status).toBe(422);
    expect(cannot.body.message).toBe('Luca Ferrari non può eseguire questo servizio');
    const unknown = await create(`${DAY}T10:00`, [999]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Service not found');
  });

  it('moves an appointment and edits notes', async () => {
    const a = await create(`${DAY}T10:00`);
    const moved = await h.api<Appointment & { notes: string }>(
      'PATCH',
      `/appointments/${a.body.id}`,
      {
        ...t(),
        body: { dateTime: `${DAY}T11:00`, hairdresserId: s.hairdresserIds[1], notes: 'Spostato' },
      },
    );
    expect(moved.body).toMatchObject({
      dateTime: `${DAY}T11:00:00`,
      hairdresserId: s.hairdresserIds[1],
      notes: 'Spostato',
    });
    const b = await create(`${DAY}T13:00`, [s.serviceIds[1] as number], s.hairdresserIds[1]);
    expect(
      (
        await h.api('PATCH', `/appointments/${b.body.id}`, {
          ...t(),
          body: { dateTime: `${DAY}T11:15` },
        })
      ).status,
    ).toBe(409);
  });
});

describe('statuses', () => {
  it('BOOKED → IN_PROGRESS needs digital cash (422), COMPLETED is final (409)', async () => {
    const a = await create(`${DAY}T10:00`);
    const refused = await h.api('PATCH', `/appointments/${a.body.id}/status`, {
      ...t(),
      body: { status: 'IN_PROGRESS' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'DIGITAL_CASH_DISABLED' });
    await h.db.update(salons).set({ digitalCashEnabled: true });
    expect(
      (
        await h.api<Appointment>('PATCH', `/appointments/${a.body.id}/status`, {
          ...t(),
          body: { status: 'IN_PROGRESS' },
        })
      ).body.status,
    ).toBe('IN_PROGRESS');
    expect(
      (
        await h.api<Appointment>('PATCH', `/appointments/${a.body.id}/status`, {
          ...t(),
          body: { status: 'BOOKED' },
        })
      ).body.status,
    ).toBe('BOOKED');
    expect(
      (
        await h.api('PATCH', `/appointments/${a.body.id}/status`, {
          ...t(),
          body: { status: 'COMPLETED' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await h.api('PATCH', `/appointments/${a.body.id}/status`, {
          ...t(),
          body: { status: 'BOOKED' },
        })
      ).status,
    ).toBe(409);
  });

  it('a group changes status together', async () => {
    await h.db.update(salons).set({ digitalCashEnabled: true });
    const g = await create(`${DAY}T09:00`, [s.serviceIds[0] as number, s.serviceIds[2] as number]);
    const updated = await h.api<Appointment[]>(
      'PUT',
      `/appointments/group/${g.body.appointmentGroupId}/status`,
      { ...t(), body: { status: 'IN_PROGRESS' } },
    );
    expect(updated.body.map((a) => a.status)).toEqual(['IN_PROGRESS', 'IN_PROGRESS']);
  });

  it('completes expired bookings only', async () => {
    await create('2020-03-12T10:00');
    await create(`${DAY}T10:00`);
    const done = await h.api<{ updatedCount: number }>(
      'PATCH',
      '/appointments/bulk/complete-expired',
      t(),
    );
    expect(done.body.updatedCount).toBe(1);
    const history = await h.api<Appointment[]>(
      'GET',
      `/appointments/clients/${s.clientIds[0]}`,
      t(),
    );
    expect(history.body.map((a) => a.status)).toEqual(['BOOKED', 'COMPLETED']);
    expect((await h.api<Appointment[]>('GET', '/appointments/recent', t())).body).toHaveLength(2);
  });
});

describe('multi-operator wizard', () => {
  it('validates, creates atomically and proposes alternatives when taken', async () => {
    const valid = await h.api<{
      valid: boolean;
      schedule: { blocks: { startTime: string; operatorId: number }[] };
    }>('POST', '/appointments/multi-operator/validate', { ...t(), body: plan(`${DAY}T09:00`) });
    expect(valid.body.valid).toBe(true);
    expect(valid.body.schedule.blocks.map((b) => b.startTime)).toEqual([
      `${DAY}T09:00:00`,
      `${DAY}T10:00:00`,
    ]);
    const created = await h.api<{ appointmentGroupId: string; appointments: Appointment[] }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), body: plan(`${DAY}T09:00`) },
    );
    expect(created.status).toBe(201);
    expect(created.body.appointments.every((a) => a.isMultiOperator)).toBe(true);
    expect(
      (await h.api('POST', '/appointments/multi-operator', { ...t(), body: plan(`${DAY}T09:30`) }))
        .status,
    ).toBe(409);
    const conflicts = await h.api<{ hasConflicts: boolean; conflicts: { type: string }[] }>(
      'POST',
      '/appointments/analyze-conflicts',
      { ...t(), body: plan(`${DAY}T09:30`) },
    );
    expect(conflicts.body.hasConflicts).toBe(true);
    expect(conflicts.body.conflicts.map((c) => c.type)).toContain('OPERATOR_BUSY');
    const alternatives = await h.api<{ alternatives: { startDateTime: string }[] }>(
      'POST',
      '/appointments/multi-operator/alternatives',
      { ...t(), query: { maxAlternatives: 3 }, body: plan(`${DAY}T09:30`) },
    );
    expect(alternatives.body.alternatives).toHaveLength(3);
    expect(alternatives.body.alternatives[0]?.startDateTime).toBe(`${DAY}T10:30:00`);
  });

  it('refuses a critical gap with 422 and explains it', async () => {
    const blocks = [
      { serviceId: s.serviceIds[0], operatorId: s.hairdresserIds[0], executionOrder: 1 },
      {
        serviceId: s.serviceIds[2],
        operatorId: s.hairdresserIds[1],
        executionOrder: 2,
        requiredGapBefore: 100,
      },
    ];
    const v = await h.api<{ valid: boolean; items: { type: string; code: string }[] }>(
      'POST',
      '/appointments/multi-operator/validate',
      { ...t(), body: plan(`${DAY}T09:00`, blocks) },
    );
    expect(v.body.valid).toBe(false);
    expect(v.body.items[0]).toMatchObject({ type: 'error', code: 'GAP_AFTER_COLOR_CRITICAL' });
    expect(
      (
        await h.api('POST', '/appointments/multi-operator', {
          ...t(),
          body: plan(`${DAY}T09:00`, blocks),
        })
      ).status,
    ).toBe(422);
  });
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
    const check = await h.api<{ available: boolean }>('POST', '/appointments/availability', {
      ...t(),
      body: { hairdresserId: s.hairdresserIds[0], dateTime: `${DAY}T09:30`, durationMinutes: 30 },
    });
    expect(check.body.available).toBe(false);
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

describe('operators with future bookings', () => {
  it('needs a choice before deletion and can reassign', async () => {
    await create('2099-03-12T10:00');
    const info = await h.api<{ futureAppointmentCount: number; canDeleteWithoutAction: boolean }>(
      'GET',
      `/hairdressers/${s.hairdresserIds[0]}/deletion-info`,
      t(),
    );
    expect(info.body).toMatchObject({ futureAppointmentCount: 1, canDeleteWithoutAction: false });
    expect((await h.api('DELETE', `/hairdressers/${s.hairdresserIds[0]}`, t())).status).toBe(409);
    const done = await h.api<{ reassignedAppointments: number }>(
      'DELETE',
      `/hairdressers/${s.hairdresserIds[0]}`,
      { ...t(), query: { futureAppointments: 'REASSIGN', reassignTo: s.hairdresserIds[1] } },
    );
    expect(done.body.reassignedAppointments).toBe(1);
    expect((await h.api('GET', `/hairdressers/${s.hairdresserIds[0]}`, t())).status).toBe(404);
  });
});
