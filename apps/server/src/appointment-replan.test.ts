// Editing a booked visit over HTTP (issue #19, the wizard's edit mode): PUT /appointments/{id}/plan
// changes its services, durations, operators and time. What a caller sees: the first appointments
// keep their ids, a visit that grows becomes a group, one that shrinks loses rows, prices come
// from the catalogue, and the visit never collides with itself.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments } from './db/schema/index.ts';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { Appointment } from './test-support/appointment-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const { suite, t, create, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

type Read = Appointment & {
  serviceId: number;
  priceCents: number;
  durationMinutes: number;
  notes: string | null;
  activePeriods: unknown;
  message: string;
  code: string;
};

const replan = (id: number, body: Record<string, unknown>) =>
  h.api<Read[] & { message: string; code: string }>('PUT', `/appointments/${id}/plan`, {
    ...t(),
    body,
  });

const colour = () => s.serviceIds[0] as number; // 60 min, 45,00 €
const cut = () => s.serviceIds[1] as number; // 45 min, 35,00 €
const piega = () => s.serviceIds[2] as number; // 30 min, 25,00 €
const op = (i: number) => s.hairdresserIds[i] as number;
const block = (serviceId: number, operatorId: number, executionOrder: number, extra = {}) => ({
  serviceId,
  operatorId,
  executionOrder,
  ...extra,
});

/** Start, end, operator and service of each appointment, as the calendar draws them. */
const slots = (list: Read[]) =>
  list.map((a) => [
    a.dateTime.slice(11, 16),
    a.endTime.slice(11, 16),
    a.hairdresserId,
    a.serviceId,
  ]);

const groupOf = async (groupId: string) =>
  (await h.api<Read[]>('GET', `/appointments/group/${groupId}`, t())).body;

const createGroup = async (start = `${DAY}T09:00`) => {
  const created = await h.api<{ appointments: Read[] }>('POST', '/appointments/multi-operator', {
    ...t(),
    body: plan(start),
  });
  expect(created.status).toBe(201);
  return created.body.appointments;
};

describe('changing what a visit is', () => {
  it('turns a single cut into colour + cut with two operators: same first id, a new group', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    expect(a.appointmentGroupId).toBeNull();
    const edited = await replan(a.id, {
      startDateTime: `${DAY}T10:00`,
      expectedStart: `${DAY}T10:00:00`,
      notes: 'Tinta castano ramato 6.4',
      serviceBlocks: [
        block(colour(), op(0), 1),
        block(cut(), op(1), 2, { blockNotes: 'Scalato corto' }),
      ],
    });
    expect(edited.status).toBe(200);
    const [first, second] = edited.body;
    expect(edited.body).toHaveLength(2);
    expect(first?.id).toBe(a.id);
    expect(second?.id).not.toBe(a.id);
    expect(slots(edited.body)).toEqual([
      ['10:00', '11:00', op(0), colour()],
      ['11:00', '11:45', op(1), cut()],
    ]);
    expect(edited.body.map((x) => x.serviceOrder)).toEqual([1, 2]);
    expect(edited.body.map((x) => x.priceCents)).toEqual([4500, 3500]);
    expect(edited.body.map((x) => x.notes)).toEqual([
      'Tinta castano ramato 6.4',
      'Tinta castano ramato 6.4\nScalato corto',
    ]);
    expect(edited.body.map((x) => [x.status, x.groupSize, x.isMultiOperator])).toEqual([
      ['BOOKED', 2, true],
      ['BOOKED', 2, true],
    ]);
    const groupId = first?.appointmentGroupId as string;
    expect(groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.appointmentGroupId).toBe(groupId);
    expect(slots(await groupOf(groupId))).toEqual(slots(edited.body));
  });

  it('drops a service from a group: its row is removed and the rest renumbered', async () => {
    const [colourRow, piegaRow] = await createGroup();
    const groupId = colourRow?.appointmentGroupId as string;
    // Keep only the Piega, now first, with the first operator at 09:00.
    const edited = await replan(piegaRow?.id as number, {
      startDateTime: `${DAY}T09:00`,
      expectedStart: `${DAY}T10:00`,
      serviceBlocks: [block(piega(), op(0), 1)],
    });
    expect(edited.status).toBe(200);
    // The first row (by serviceOrder) is the one kept; the group keeps its id with one service.
    expect(edited.body.map((x) => [x.id, x.serviceOrder, x.appointmentGroupId])).toEqual([
      [colourRow?.id, 1, groupId],
    ]);
    expect(slots(edited.body)).toEqual([['09:00', '09:30', op(0), piega()]]);
    expect(edited.body[0]?.priceCents).toBe(2500);
    const gone = await h.api('GET', `/appointments/${piegaRow?.id}`, t());
    expect(gone.status).toBe(404);
    expect(await groupOf(groupId)).toHaveLength(1);
  });

  it('changes only the durations (customDurationMinutes), keeping ids and group', async () => {
    const [first, second] = await createGroup();
    const edited = await replan(first?.id as number, {
      startDateTime: `${DAY}T09:00`,
      expectedStart: `${DAY}T09:00`,
      serviceBlocks: [
        block(colour(), op(0), 1, { customDurationMinutes: 75 }),
        block(piega(), op(1), 2, { customDurationMinutes: 20 }),
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.map((x) => x.id)).toEqual([first?.id, second?.id]);
    expect(slots(edited.body)).toEqual([
      ['09:00', '10:15', op(0), colour()],
      ['10:15', '10:35', op(1), piega()],
    ]);
    expect(edited.body.map((x) => x.durationMinutes)).toEqual([75, 20]);
    expect(edited.body.map((x) => x.appointmentGroupId)).toEqual([
      first?.appointmentGroupId,
      first?.appointmentGroupId,
    ]);
  });

  it('changes the operator of one service and the visit time', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    const edited = await replan(a.id, {
      startDateTime: `${DAY}T15:00`,
      expectedStart: `${DAY}T10:00`,
      serviceBlocks: [block(cut(), op(1), 1)],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.map((x) => [x.id, x.appointmentGroupId, x.serviceOrder ?? null])).toEqual([
      [a.id, null, null],
    ]);
    expect(slots(edited.body)).toEqual([['15:00', '15:45', op(1), cut()]]);
    const busy = await h.api<{ busy: unknown[] }>(
      'GET',
      `/appointments/availability/operator/${op(0)}`,
      { ...t(), query: { date: DAY } },
    );
    expect(busy.body.busy).toHaveLength(0);
  });

  it("extends into the visit's own old time without conflicting with itself", async () => {
    const [first, second] = await createGroup();
    // Colore 09:00-10:00 (op0), Piega 10:00-10:30 (op1): now Piega first with op0 over the
    // Colore's old time, then the Colore with op1 over the Piega's, plus a cut with op0.
    const edited = await replan(second?.id as number, {
      startDateTime: `${DAY}T09:00`,
      expectedStart: `${DAY}T10:00`,
      serviceBlocks: [block(piega(), op(0), 1), block(colour(), op(1), 2), block(cut(), op(0), 3)],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.map((x) => x.id).slice(0, 2)).toEqual([first?.id, second?.id]);
    expect(slots(edited.body)).toEqual([
      ['09:00', '09:30', op(0), piega()],
      ['09:30', '10:30', op(1), colour()],
      ['10:30', '11:15', op(0), cut()],
    ]);
    expect(edited.body.map((x) => x.serviceOrder)).toEqual([1, 2, 3]);
  });

  it('lets a service take the place another service of the visit leaves (rows swap places)', async () => {
    const [first, second] = await createGroup();
    // The first row becomes a cut with the second operator at 10:00, where the Piega (the second
    // row) sits until it is written to 10:45 with the first operator.
    const edited = await replan(first?.id as number, {
      startDateTime: `${DAY}T10:00`,
      expectedStart: `${DAY}T09:00`,
      serviceBlocks: [block(cut(), op(1), 1), block(piega(), op(0), 2)],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.map((x) => x.id)).toEqual([first?.id, second?.id]);
    expect(slots(edited.body)).toEqual([
      ['10:00', '10:45', op(1), cut()],
      ['10:45', '11:15', op(0), piega()],
    ]);
  });

  it("writes the phases' activePeriods, so another client fits in the wait after the edit", async () => {
    await h.api('PUT', `/services/${colour()}`, {
      ...t(),
      body: {
        name: 'Colore',
        price: 4500,
        durationMinutes: 60,
        phases: [
          { kind: 'ACTIVE', durationMinutes: 15, label: 'Applicazione' },
          { kind: 'WAIT', durationMinutes: 30, label: 'Posa' },
          { kind: 'ACTIVE', durationMinutes: 15, label: 'Risciacquo' },
        ],
      },
    });
    const a = (await create(`${DAY}T10:00`)).body;
    const edited = await replan(a.id, {
      startDateTime: `${DAY}T10:00`,
      expectedStart: `${DAY}T10:00`,
      serviceBlocks: [block(colour(), op(0), 1)],
    });
    expect(edited.status).toBe(200);
    expect(edited.body[0]?.activePeriods).toEqual([
      { startOffset: 0, duration: 15 },
      { startOffset: 45, duration: 15 },
    ]);
    // Another client's Piega during the Posa (10:15-10:45) with the same operator.
    const other = await h.api<Read>('POST', '/appointments', {
      ...t(),
      body: {
        clientId: s.clientIds[1],
        hairdresserId: op(0),
        serviceIds: [piega()],
        dateTime: `${DAY}T10:15`,
      },
    });
    expect(other.status).toBe(201);
    // And back to a plain cut: no phases, the whole 45 minutes busy, so it now meets the Piega.
    const back = await replan(a.id, {
      startDateTime: `${DAY}T10:00`,
      expectedStart: `${DAY}T10:00`,
      serviceBlocks: [block(cut(), op(0), 1)],
    });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('SLOT_TAKEN');
  });

  it('keeps the status and client of the visit, and renumbers its cancelled history after it', async () => {
    const [first, second] = await createGroup();
    await h.api('PATCH', `/appointments/${second?.id}/status`, {
      ...t(),
      body: { status: 'CANCELLED' },
    });
    const edited = await replan(first?.id as number, {
      startDateTime: `${DAY}T09:00`,
      expectedStart: `${DAY}T09:00`,
      serviceBlocks: [block(colour(), op(0), 1), block(cut(), op(1), 2)],
    });
    expect(edited.status).toBe(200);
    // The group answers its cancelled member too, after the visit's two services.
    expect(edited.body.map((x) => [x.serviceOrder, x.status])).toEqual([
      [1, 'BOOKED'],
      [2, 'BOOKED'],
      [3, 'CANCELLED'],
    ]);
    expect(edited.body[2]?.id).toBe(second?.id);
    const rows = await h.db
      .select({ clientId: appointments.clientId, source: appointments.source })
      .from(appointments)
      .where(eq(appointments.groupId, first?.appointmentGroupId as string));
    expect(new Set(rows.map((r) => `${r.clientId}/${r.source}`))).toEqual(
      new Set([`${s.clientIds[0]}/MANUAL`]),
    );
  });
});
