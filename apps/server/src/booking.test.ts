// Appointments over HTTP: single bookings, moves and operators with future bookings.
import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { Appointment } from './test-support/appointment-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const { suite, t, create } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

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

  it('serves the calendar gzip to a browser, the same JSON, and a later booking shows at once', async () => {
    const url = '/appointments/calendar?from=2030-03-11&to=2030-03-17';
    const read = async (encoding?: string) => {
      const response = await h.app.request(url, {
        headers: {
          Authorization: `Bearer ${s.token}`,
          ...(encoding ? { 'Accept-Encoding': encoding } : {}),
        },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const gzip = response.headers.get('content-encoding') === 'gzip';
      expect(response.headers.get('vary')).toMatch(/\bAccept-Encoding\b/);
      return { gzip, json: JSON.parse((gzip ? gunzipSync(bytes) : bytes).toString('utf8')) };
    };
    await create(`${DAY}T10:00`);
    const plain = await read();
    const zipped = await read('gzip, deflate, br');
    expect([plain.gzip, zipped.gzip]).toEqual([false, true]);
    expect(zipped.json).toEqual(plain.json);
    expect((await read('gzip;q=0, deflate')).gzip).toBe(false);
    // The cached answer follows the salon's data version: a new booking is in the next read.
    const later = await create(`${DAY}T11:00`);
    const after = await read('gzip');
    const ids = (
      after.json as { days: { hairdressers: { appointments: { id: number }[] }[] }[] }
    ).days.flatMap((d) => d.hairdressers.flatMap((x) => x.appointments.map((a) => a.id)));
    expect(ids).toContain(later.body.id);
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
