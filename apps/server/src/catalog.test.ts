// The catalog: services (inferred category, duplicates, order), operators (services, hours, time off) and the salon profile.
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import { inTrial } from './test-support/fixtures.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});
const t = () => ({ token: s.token });

describe('services and operators', () => {
  it('creates with inferred category, refuses duplicate names, reorders by priority', async () => {
    const created = await h.api<{
      id: number;
      category: string;
      priority: number;
      durationMin: number;
    }>('POST', '/services', {
      ...t(),
      body: { name: 'Shampoo e massaggio', price: 800, durationMinutes: 15 },
    });
    expect(created.body).toMatchObject({ category: 'SHAMPOO', priority: 999, durationMin: 15 });
    expect(
      (
        await h.api('POST', '/services', {
          ...t(),
          body: { name: 'colore', price: 1, durationMinutes: 15 },
        })
      ).status,
    ).toBe(409);
    const ids = [created.body.id, ...s.serviceIds];
    const reordered = await h.api<{ id: number; priority: number }[]>('PUT', '/services/reorder', {
      ...t(),
      body: { orderedServiceIds: ids },
    });
    expect(reordered.body.map((x) => [x.id, x.priority])).toEqual(
      ids.map((id, i) => [id, (i + 1) * 10]),
    );
    expect(
      (
        await h.api('PUT', '/services/reorder', {
          ...t(),
          body: { orderedServiceIds: [created.body.id] },
        })
      ).status,
    ).toBe(400);
    expect((await h.api<{ id: number }[]>('GET', '/services/ordered', t())).body[0]?.id).toBe(
      created.body.id,
    );
    expect(
      (
        await h.api<unknown[]>('GET', '/services/defaults', {
          ...t(),
          query: { businessType: 'MASSAGGIATORE' },
        })
      ).body.length,
    ).toBeGreaterThan(3);
    expect(
      (
        await h.api('PUT', `/services/${created.body.id}/priority`, {
          ...t(),
          body: { priority: 5 },
        })
      ).body,
    ).toMatchObject({ priority: 5 });
    expect((await h.api('DELETE', `/services/${created.body.id}`, t())).status).toBe(200);
  });

  it('manages operators: create with services and hours, time off, working hours validation', async () => {
    // A salon in its trial: no plan limits the operators (issue #36).
    await inTrial(h.db, s.salonId);
    const created = await h.api<{ id: number; services: unknown[]; workingHours: string }>(
      'POST',
      '/hairdressers',
      {
        ...t(),
        body: {
          name: 'Chiara Romano',
          role: 'ASSISTANT',
          serviceIds: [s.serviceIds[2]],
          workingHours: '{"monday":[["09:00","13:00"]]}',
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.services).toHaveLength(1);
    const bad = await h.api<{ errors: Record<string, string> }>(
      'PATCH',
      `/hairdressers/${created.body.id}/working-hours`,
      { ...t(), body: { workingHours: '{"monday":[["13:00","09:00"]]}' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors['workingHours']).toMatch(/fine/);
    const off = await h.api<{ timeOff: unknown[] }>(
      'PATCH',
      `/hairdressers/${created.body.id}/time-off`,
      {
        ...t(),
        body: { timeOff: [{ startDate: '2030-08-01', endDate: '2030-08-15', reason: 'Ferie' }] },
      },
    );
    expect(off.body.timeOff).toHaveLength(1);
    expect(
      (
        await h.api('PATCH', `/hairdressers/${created.body.id}`, {
          ...t(),
          body: { colorCode: '#00AA00', active: false },
        })
      ).body,
    ).toMatchObject({ colorCode: '#00AA00', active: false });
    expect(
      (await h.api<unknown[]>('GET', '/hairdressers', { ...t(), query: { active: true } })).body,
    ).toHaveLength(2);
    expect((await h.api('DELETE', `/hairdressers/${created.body.id}`, t())).status).toBe(200);
  });

  it('updates the salon profile and opening hours', async () => {
    expect(
      (await h.api('PATCH', '/users/me', { ...t(), body: { vatNumber: '01234567890' } })).status,
    ).toBe(400);
    const me = await h.api('PATCH', '/users/me', {
      ...t(),
      body: { name: 'Salone Nuovo', vatNumber: '01234567897', businessType: 'ESTETISTA' },
    });
    expect(me.body).toMatchObject({
      name: 'Salone Nuovo',
      vatNumber: '01234567897',
      businessType: 'ESTETISTA',
    });
    const hours = await h.api<{ openingHours: string }>('PATCH', '/users/me/opening-hours', {
      ...t(),
      body: { openingHours: '{"tuesday":[["09:00","19:00"]]}' },
    });
    expect(JSON.parse(hours.body.openingHours)).toMatchObject({
      monday: [],
      tuesday: [['09:00', '19:00']],
    });
  });
});
