// Processing time over HTTP (issue 19): a service's phases, bookings that copy them, and the
// operator free during a wait — in the checks, the free slots and the database's constraint.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { Appointment } from './test-support/appointment-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { sqlRows } from './test-support/sql-rows.ts';

const { suite, t } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

/** Colour, 60 min: 15 applying, 30 waiting (10:15–10:45 when booked at 10:00), 15 rinsing. */
const COLOUR_PHASES = [
  { kind: 'ACTIVE', durationMinutes: 15, label: 'Applicazione' },
  { kind: 'WAIT', durationMinutes: 30, label: 'Posa' },
  { kind: 'ACTIVE', durationMinutes: 15, label: 'Risciacquo' },
];

const colourId = () => s.serviceIds[0] as number;
const piegaId = () => s.serviceIds[2] as number; // 30 min
const taglioId = () => s.serviceIds[1] as number; // 45 min

async function givePhases(phases: unknown = COLOUR_PHASES) {
  return h.api<{ phases: unknown; message: string; errors: Record<string, string> }>(
    'PUT',
    `/services/${colourId()}`,
    { ...t(), body: { name: 'Colore', price: 4500, durationMinutes: 60, phases } },
  );
}

const book = (clientId: number, serviceId: number, dateTime: string) =>
  h.api<Appointment & { message: string; code: string; activePeriods: unknown }>(
    'POST',
    '/appointments',
    {
      ...t(),
      body: { clientId, hairdresserId: s.hairdresserIds[0], serviceIds: [serviceId], dateTime },
    },
  );

async function newClient(i: number): Promise<number> {
  const r = await h.api<{ id: number }>('POST', '/clients', {
    ...t(),
    body: { name: `Cliente ${i}`, phoneNumber: `+39347100${String(i).padStart(4, '0')}` },
  });
  return r.body.id;
}

describe('service phases', () => {
  it('saves the phases and shows them in the catalog', async () => {
    const saved = await givePhases();
    expect(saved.status).toBe(200);
    expect(saved.body.phases).toEqual(COLOUR_PHASES);
    const list = await h.api<{ id: number; phases: unknown }[]>('GET', '/services', t());
    expect(list.body.find((x) => x.id === colourId())?.phases).toEqual(COLOUR_PHASES);
    const cleared = await givePhases(null);
    expect(cleared.body.phases).toBeNull();
  });

  it('refuses phases that break the rules, with an Italian message per field', async () => {
    const wrongSum = await givePhases([
      { kind: 'ACTIVE', durationMinutes: 20 },
      { kind: 'WAIT', durationMinutes: 30 },
      { kind: 'ACTIVE', durationMinutes: 15 },
    ]);
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.errors).toEqual({
      phases: 'Le fasi durano 65 min: devono sommare la durata del servizio (60 min)',
    });
    const waitLast = await givePhases([
      { kind: 'ACTIVE', durationMinutes: 30 },
      { kind: 'WAIT', durationMinutes: 30 },
    ]);
    expect(waitLast.body.errors).toEqual({
      phases: 'La prima e l’ultima fase devono essere di lavoro',
    });
    const notOnStep = await h.api<{ errors: Record<string, string> }>('POST', '/services', {
      ...t(),
      body: {
        name: 'Permanente',
        price: 6000,
        durationMinutes: 60,
        phases: [
          { kind: 'ACTIVE', durationMinutes: 22 },
          { kind: 'WAIT', durationMinutes: 23 },
          { kind: 'ACTIVE', durationMinutes: 15 },
        ],
      },
    });
    expect(notOnStep.status).toBe(400);
    expect(notOnStep.body.errors).toMatchObject({
      'phases.0.durationMinutes': 'I minuti della fase devono essere un multiplo di 5',
    });
    // A new duration that no longer fits the stored phases is refused, not silently split.
    await givePhases();
    const shorter = await h.api<{ errors: Record<string, string> }>(
      'PUT',
      `/services/${colourId()}`,
      { ...t(), body: { name: 'Colore', price: 4500, durationMinutes: 45 } },
    );
    expect(shorter.status).toBe(400);
    expect(shorter.body.errors.phases).toMatch(/devono sommare la durata del servizio \(45 min\)/);
  });
});

describe('booking into a wait', () => {
  it('copies the phases into activePeriods and books another client inside the wait', async () => {
    await givePhases();
    const colour = await book(s.clientIds[0] as number, colourId(), `${DAY}T10:00`);
    expect(colour.status).toBe(201);
    expect(colour.body.activePeriods).toEqual([
      { startOffset: 0, duration: 15 },
      { startOffset: 45, duration: 15 },
    ]);
    // The free slots offer the wait to a 30-minute service, never the active phases.
    const slots = await h.api<{ slots: { startTime: string }[] }>(
      'GET',
      '/appointments/available-slots',
      { ...t(), query: { date: DAY, hairdresserId: s.hairdresserIds[0], serviceId: piegaId() } },
    );
    const starts = slots.body.slots.map((x) => x.startTime);
    expect(starts).toContain(`${DAY}T10:15:00`);
    expect(starts).not.toContain(`${DAY}T10:00:00`);
    expect(starts).not.toContain(`${DAY}T10:30:00`);

    const inWait = await book(s.clientIds[1] as number, piegaId(), `${DAY}T10:15`);
    expect(inWait.status).toBe(201);
    // The calendar shows both with the operator, the colour split in its active periods.
    const cal = await h.api<{
      days: {
        date: string;
        hairdressers: { hairdresserId: number; appointments: { id: number }[] }[];
      }[];
    }>('GET', '/appointments/calendar', { ...t(), query: { from: DAY, to: DAY } });
    const sara = cal.body.days
      .find((d) => d.date === DAY)
      ?.hairdressers.find((x) => x.hairdresserId === s.hairdresserIds[0]);
    expect(sara?.appointments.map((a) => a.id).sort()).toEqual(
      [colour.body.id, inWait.body.id].sort(),
    );
  });

  it('refuses 409 into an active phase, and the same client during their own wait', async () => {
    await givePhases();
    expect((await book(s.clientIds[0] as number, colourId(), `${DAY}T10:00`)).status).toBe(201);
    const overRinse = await book(s.clientIds[1] as number, taglioId(), `${DAY}T10:15`);
    expect(overRinse.status).toBe(409);
    expect(overRinse.body.message).toBe('Operator already has an appointment at this time');
    const sameClient = await book(s.clientIds[0] as number, piegaId(), `${DAY}T10:15`);
    expect(sameClient.status).toBe(409);
    expect(sameClient.body.code).toBe('CLIENT_BUSY');
  });

  it('10 concurrent bookings into the same wait: exactly one 201, the rest 409', async () => {
    await givePhases();
    expect((await book(s.clientIds[0] as number, colourId(), `${DAY}T10:00`)).status).toBe(201);
    const clients: number[] = [];
    for (let i = 0; i < 10; i++) clients.push(await newClient(i));
    const results = await Promise.all(clients.map((c) => book(c, piegaId(), `${DAY}T10:15`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(9);
  });

  it('keeps the database’s busy periods in step on move, cancel and delete', async () => {
    await givePhases();
    const colour = await book(s.clientIds[0] as number, colourId(), `${DAY}T10:00`);
    const busy = () =>
      sqlRows<{ s: string; e: string }>(
        h.db,
        sql`select to_char(lower(period), 'HH24:MI') as s, to_char(upper(period), 'HH24:MI') as e
            from appointment_busy_periods where appointment_id = ${colour.body.id} order by 1`,
      );
    expect(await busy()).toEqual([
      { s: '10:00', e: '10:15' },
      { s: '10:45', e: '11:00' },
    ]);
    const moved = await h.api('PATCH', `/appointments/${colour.body.id}`, {
      ...t(),
      body: { dateTime: `${DAY}T14:00` },
    });
    expect(moved.status).toBe(200);
    expect(await busy()).toEqual([
      { s: '14:00', e: '14:15' },
      { s: '14:45', e: '15:00' },
    ]);
    // A row written around the rules (a legacy import) is held to the same constraint.
    const raw = h.db.execute(sql`
      insert into appointments (salon_id, client_id, hairdresser_id, service_id, service_name,
        start_at, end_at, duration_minutes)
      values (${s.salonId}, ${s.clientIds[1]}, ${s.hairdresserIds[0]}, ${piegaId()}, 'Piega',
        ${`${DAY} 14:40`}, ${`${DAY} 15:10`}, 30)`);
    await expect(raw).rejects.toThrow();
    await h.api('PATCH', `/appointments/${colour.body.id}/status`, {
      ...t(),
      body: { status: 'CANCELLED' },
    });
    expect(await busy()).toEqual([]);
    await h.api('DELETE', `/appointments/${colour.body.id}`, t());
    expect(await busy()).toEqual([]);
  });
});
