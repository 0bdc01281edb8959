// Clients: search, paging, duplicate phones, scheduling preferences and custom durations.
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});
const t = () => ({ token: s.token });

describe('clients', () => {
  it('creates, searches, pages, refuses a duplicate phone with 409 DUPLICATE_PHONE_NUMBER and deletes', async () => {
    const created = await h.api<{ id: number }>('POST', '/clients', {
      ...t(),
      body: { name: 'Anna Verdi', phoneNumber: '+393331112223', email: 'anna@example.it' },
    });
    expect(created.status).toBe(201);
    const dup = await h.api('POST', '/clients', {
      ...t(),
      body: { name: 'Altra', phoneNumber: '+393331112223' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE_PHONE_NUMBER' });
    const page = await h.api<{
      content: { name: string }[];
      totalElements: number;
      totalPages: number;
    }>('GET', '/clients', { ...t(), query: { size: 2, page: 0, sort: 'name,desc' } });
    expect(page.body.totalElements).toBe(3);
    expect(page.body.totalPages).toBe(2);
    expect(page.body.content.map((c) => c.name)).toEqual(['Marco Bianchi', 'Giulia Rossi']);
    const search = await h.api<{ content: { name: string }[] }>('GET', '/clients', {
      ...t(),
      query: { name: 'verd' },
    });
    expect(search.body.content.map((c) => c.name)).toEqual(['Anna Verdi']);
    expect(
      (
        await h.api('PUT', `/clients/${created.body.id}`, {
          ...t(),
          body: { name: 'Anna Verdi', phoneNumber: '+393471234567' },
        })
      ).status,
    ).toBe(409);
    expect((await h.api('DELETE', `/clients/${created.body.id}`, t())).status).toBe(200);
    expect((await h.api('GET', `/clients/${created.body.id}`, t())).status).toBe(404);
    expect(
      (
        await h.api('POST', '/clients', {
          ...t(),
          body: { name: 'Di nuovo', phoneNumber: '+393331112223' },
        })
      ).status,
    ).toBe(201);
  });

  it('keeps scheduling preferences with defaults', async () => {
    const id = s.clientIds[0];
    expect((await h.api('GET', `/clients/${id}/scheduling-preferences`, t())).body).toMatchObject({
      preferredDays: [],
      preferredTimeBand: 'ANY',
      preferredHairdresserId: null,
    });
    const saved = await h.api('PUT', `/clients/${id}/scheduling-preferences`, {
      ...t(),
      body: {
        preferredHairdresserId: s.hairdresserIds[0],
        preferredDays: ['thursday', 'saturday'],
        preferredTimeBand: 'MORNING',
        notes: 'Lavora il pomeriggio',
      },
    });
    expect(saved.body).toMatchObject({
      preferredHairdresserName: 'Sara Conti',
      preferredDays: ['thursday', 'saturday'],
    });
  });

  it('keeps custom durations per client and service, and uses them for slots', async () => {
    const body = {
      clientId: s.clientIds[0],
      serviceId: s.serviceIds[1],
      customDurationMinutes: 60,
      notes: 'Capelli lunghi',
    };
    const created = await h.api<{ id: number; defaultDurationMinutes: number }>(
      'POST',
      '/client-service-durations',
      { ...t(), body },
    );
    expect(created.status).toBe(201);
    expect(created.body.defaultDurationMinutes).toBe(45);
    expect((await h.api('POST', '/client-service-durations', { ...t(), body })).status).toBe(409);
    expect(
      (await h.api('GET', `/client-service-durations/client/${s.clientIds[0]}/count`, t())).body,
    ).toEqual({ count: 1 });
    expect(
      (await h.api<unknown[]>('GET', '/client-service-durations/salon', t())).body,
    ).toHaveLength(1);
    expect(
      (await h.api<unknown[]>('GET', `/client-service-durations/client/${s.clientIds[0]}`, t()))
        .body,
    ).toHaveLength(1);
    expect(
      (
        await h.api('PUT', `/client-service-durations/${created.body.id}`, {
          ...t(),
          body: { customDurationMinutes: 75 },
        })
      ).body,
    ).toMatchObject({ customDurationMinutes: 75 });
    const slots = await h.api('GET', '/appointments/available-slots', {
      ...t(),
      query: {
        date: '2030-03-12',
        hairdresserId: s.hairdresserIds[0],
        serviceId: s.serviceIds[1],
        clientId: s.clientIds[0],
      },
    });
    expect(slots.body).toMatchObject({ durationMinutes: 75, isCustomDuration: true });
    expect(
      (await h.api('DELETE', `/client-service-durations/${created.body.id}`, t())).status,
    ).toBe(200);
  });
});
