// Reschedule over HTTP (issue #19): POST /appointments/{id}/move for one visit and a group.
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { Appointment } from './test-support/appointment-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { seedSalon } from './test-support/fixtures.ts';

const { suite, t, create, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

const move = (id: number, body: Record<string, unknown>, token = s.token) =>
  h.api<Appointment[] & { message: string; code: string }>('POST', `/appointments/${id}/move`, {
    token,
    body,
  });

const createGroup = async (start = `${DAY}T09:00`) => {
  const created = await h.api<{ appointmentGroupId: string; appointments: Appointment[] }>(
    'POST',
    '/appointments/multi-operator',
    { ...t(), body: plan(start) },
  );
  expect(created.status).toBe(201);
  return created.body.appointments;
};

const slots = (list: Appointment[]) =>
  list.map((a) => [a.dateTime.slice(11, 16), a.endTime.slice(11, 16), a.hairdresserId]);

describe('moving one appointment', () => {
  it('moves it to another time and operator, and undoes through the same call', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    const moved = await move(a.id, {
      dateTime: `${DAY}T14:15`,
      hairdresserId: s.hairdresserIds[1],
      expectedStart: `${DAY}T10:00:00`,
    });
    expect(moved.status).toBe(200);
    expect(slots(moved.body)).toEqual([['14:15', '15:00', s.hairdresserIds[1]]]);
    const back = await move(a.id, {
      dateTime: `${DAY}T10:00`,
      hairdresserId: s.hairdresserIds[0],
      expectedStart: `${DAY}T14:15`,
    });
    expect(slots(back.body)).toEqual([['10:00', '10:45', s.hairdresserIds[0]]]);
  });

  it('refuses a taken slot with 409 and leaves the visit where it was', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    await create(`${DAY}T12:00`, undefined, s.hairdresserIds[1]);
    const refused = await move(a.id, {
      dateTime: `${DAY}T12:15`,
      hairdresserId: s.hairdresserIds[1],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SLOT_TAKEN');
    const still = await h.api<Appointment>('GET', `/appointments/${a.id}`, t());
    expect(slots([still.body])).toEqual([['10:00', '10:45', s.hairdresserIds[0]]]);
  });

  it('refuses closed hours and an operator who lacks the service, in Italian', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    const closed = await move(a.id, { dateTime: `${DAY}T18:45` });
    expect(closed.status).toBe(422);
    expect(closed.body.message).toMatch(/orario|chius/i);
    await h.api('PATCH', `/hairdressers/${s.hairdresserIds[1]}/services`, {
      ...t(),
      body: { serviceIds: [s.serviceIds[0]] },
    });
    const cannot = await move(a.id, {
      dateTime: `${DAY}T11:00`,
      hairdresserId: s.hairdresserIds[1],
    });
    expect(cannot.status).toBe(422);
    expect(cannot.body.message).toBe('Luca Ferrari non può eseguire questo servizio');
  });

  it('refuses an operator on time off that day, and leaves the visit where it was', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    await h.api('PATCH', `/hairdressers/${s.hairdresserIds[1]}/time-off`, {
      ...t(),
      body: { timeOff: [{ startDate: DAY, endDate: DAY, reason: 'Ferie' }] },
    });
    const refused = await move(a.id, {
      dateTime: `${DAY}T11:00`,
      hairdresserId: s.hairdresserIds[1],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Luca Ferrari è in ferie il 12/03/2030');
    const still = await h.api<Appointment>('GET', `/appointments/${a.id}`, t());
    expect(slots([still.body])).toEqual([['10:00', '10:45', s.hairdresserIds[0]]]);
  });

  it('answers 409 APPOINTMENT_CHANGED when the visit moved since the caller saw it', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    await move(a.id, { dateTime: `${DAY}T11:00` });
    const stale = await move(a.id, { dateTime: `${DAY}T15:00`, expectedStart: `${DAY}T10:00` });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'APPOINTMENT_CHANGED',
      message: "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
    });
  });

  it('refuses to move a cancelled visit', async () => {
    const a = (await create(`${DAY}T10:00`)).body;
    await h.api('PATCH', `/appointments/${a.id}/status`, { ...t(), body: { status: 'CANCELLED' } });
    const refused = await move(a.id, { dateTime: `${DAY}T11:00` });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('APPOINTMENT_NOT_MOVABLE');
  });

  it("answers 404 for another salon's appointment and moves nothing", async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Altro');
    const a = (await create(`${DAY}T10:00`)).body;
    const refused = await move(a.id, { dateTime: `${DAY}T11:00` }, other.token);
    expect(refused.status).toBe(404);
    const still = await h.api<Appointment>('GET', `/appointments/${a.id}`, t());
    expect(still.body.dateTime).toBe(`${DAY}T10:00:00`);
  });
});

describe('moving a group', () => {
  it('shifts every member by the same delta; only the moved one changes operator', async () => {
    const [first, second] = await createGroup();
    const [op0, op1] = s.hairdresserIds;
    // Colore 09:00-10:00 with op0, Piega 10:00-10:30 with op1; move the Piega to 11:30 with op0.
    const moved = await move(second?.id as number, {
      dateTime: `${DAY}T11:30`,
      hairdresserId: op0,
      expectedStart: `${DAY}T10:00`,
    });
    expect(moved.status).toBe(200);
    expect(slots(moved.body)).toEqual([
      ['10:30', '11:30', op0],
      ['11:30', '12:00', op0],
    ]);
    expect(moved.body.every((a) => a.appointmentGroupId === first?.appointmentGroupId)).toBe(true);
    expect(op1).not.toBe(op0);
  });

  it('moves a group onto its own old place (members never collide with each other)', async () => {
    const [first] = await createGroup();
    const moved = await move(first?.id as number, { dateTime: `${DAY}T09:30` });
    expect(moved.status).toBe(200);
    expect(slots(moved.body)).toEqual([
      ['09:30', '10:30', s.hairdresserIds[0]],
      ['10:30', '11:00', s.hairdresserIds[1]],
    ]);
  });

  it('refuses the whole group when one member would land on a taken slot', async () => {
    const [first] = await createGroup();
    await create(`${DAY}T11:00`, [s.serviceIds[2] as number], s.hairdresserIds[1]);
    const refused = await move(first?.id as number, { dateTime: `${DAY}T10:00` });
    expect(refused.status).toBe(409);
    const group = await h.api<Appointment[]>(
      'GET',
      `/appointments/group/${first?.appointmentGroupId}`,
      t(),
    );
    expect(slots(group.body)).toEqual([
      ['09:00', '10:00', s.hairdresserIds[0]],
      ['10:00', '10:30', s.hairdresserIds[1]],
    ]);
  });
});
