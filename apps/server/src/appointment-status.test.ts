// Appointments over HTTP: status changes of single appointments and groups.
import { beforeEach, describe, expect, it } from 'vitest';
import { salons } from './db/schema/index.ts';
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
