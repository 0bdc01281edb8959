// Issue #15, point 10: a create sent twice with one Idempotency-Key books once. Runs on PGlite and,
// with `npm run test:postgres`, on PostgreSQL with a pool of connections (what several server
// processes share: the answer lives in the database).
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments } from './db/schema/index.ts';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { Appointment } from './test-support/appointment-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const { suite, t, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

type Created = { appointmentGroupId: string; appointments: Appointment[] };

const booked = async (salonId: number) =>
  (
    await h.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.salonId, salonId)))
  ).length;

describe('Idempotency-Key on the creates', () => {
  it('answers parallel multi-operator creates with one key with one booking', async () => {
    const before = await booked(s.salonId);
    const key = 'b7a0c3c4-0e55-4bb8-9f4e-5a9d7b1b2c01';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.api<Created>('POST', '/appointments/multi-operator', {
          ...t(),
          headers: { 'Idempotency-Key': key },
          body: plan(`${DAY}T09:00`),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const groups = new Set(answers.map((a) => a.body.appointmentGroupId));
    expect(groups.size).toBe(1);
    expect(answers[0]?.body.appointments).toHaveLength(2);
    expect(await booked(s.salonId)).toBe(before + 2);

    // A later retry (the answer lost on the way) gets the same answer again.
    const retry = await h.api<Created>('POST', '/appointments/multi-operator', {
      ...t(),
      headers: { 'Idempotency-Key': key },
      body: plan(`${DAY}T09:00`),
    });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(answers[0]?.body);
    expect(await booked(s.salonId)).toBe(before + 2);
  });

  it('refuses the key with another body, and books again with a new key', async () => {
    const key = 'second-key-0001';
    const first = await h.api('POST', '/appointments/multi-operator', {
      ...t(),
      headers: { 'Idempotency-Key': key },
      body: plan(`${DAY}T14:00`),
    });
    expect(first.status).toBe(201);
    const other = await h.api<{ code: string; message: string }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), headers: { 'Idempotency-Key': key }, body: plan(`${DAY}T16:00`) },
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const fresh = await h.api('POST', '/appointments/multi-operator', {
      ...t(),
      headers: { 'Idempotency-Key': 'second-key-0002' },
      body: plan(`${DAY}T16:00`),
    });
    expect(fresh.status).toBe(201);
  });

  it('does not keep a refusal: the same key runs again once the slot is free', async () => {
    const taken = await h.api<Created>('POST', '/appointments/multi-operator', {
      ...t(),
      body: plan(`${DAY}T11:00`),
    });
    expect(taken.status).toBe(201);
    const key = 'third-key-0001';
    const refused = await h.api('POST', '/appointments/multi-operator', {
      ...t(),
      headers: { 'Idempotency-Key': key },
      body: plan(`${DAY}T11:00`),
    });
    expect(refused.status).toBe(409);
    const ids = taken.body.appointments.map((a) => a.id);
    for (const id of ids) await h.db.delete(appointments).where(eq(appointments.id, id));
    const again = await h.api('POST', '/appointments/multi-operator', {
      ...t(),
      headers: { 'Idempotency-Key': key },
      body: plan(`${DAY}T11:00`),
    });
    expect(again.status).toBe(201);
  });

  it('answers POST /appointments retried with one key with the first appointment', async () => {
    const body = {
      clientId: s.clientIds[0],
      hairdresserId: s.hairdresserIds[0],
      serviceIds: [s.serviceIds[1]],
      dateTime: `${DAY}T17:00`,
    };
    const headers = { 'Idempotency-Key': 'single-key-0001' };
    const [a, b] = await Promise.all([
      h.api<Appointment>('POST', '/appointments', { ...t(), headers, body }),
      h.api<Appointment>('POST', '/appointments', { ...t(), headers, body }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
  });

  it('lets the browser send the key (CORS preflight)', async () => {
    const preflight = await h.app.request('/appointments/multi-operator', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/i);
  });

  it('checks the key against the contract (400, never a 5xx)', async () => {
    for (const key of ['con spazi', 'x'.repeat(256)]) {
      const answer = await h.api('POST', '/appointments/multi-operator', {
        ...t(),
        headers: { 'Idempotency-Key': key },
        body: plan(`${DAY}T12:00`),
      });
      expect(answer.status).toBe(400);
    }
  });
});
