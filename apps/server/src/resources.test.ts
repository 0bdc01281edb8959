import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { assistanceRequests, conversations, messages, outbox } from './db/schema/index.ts';
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

describe('dashboard', () => {
  it('shows callbacks and conversations, sends WhatsApp through the sandbox, resolves', async () => {
    const [conv] = await h.db
      .insert(conversations)
      .values({
        salonId: s.salonId,
        clientId: s.clientIds[0],
        clientName: 'Giulia Rossi',
        clientPhoneNumber: '+393471234567',
        services: '["Colore"]',
      })
      .returning();
    await h.db.insert(messages).values({
      salonId: s.salonId,
      conversationId: conv?.id as number,
      content: 'Vorrei parlare con qualcuno',
      direction: 'INBOUND',
      intent: 'HANDOVER',
    });
    const [cb] = await h.db
      .insert(assistanceRequests)
      .values({
        salonId: s.salonId,
        conversationId: conv?.id,
        clientId: s.clientIds[0],
        clientName: 'Giulia Rossi',
        phoneNumber: '+393471234567',
        source: 'WHATSAPP_AI',
        reason: 'OPERATOR_REQUESTED',
      })
      .returning();
    expect((await h.api<unknown[]>('GET', '/dashboard/callbacks', t())).body).toHaveLength(1);
    expect(
      (await h.api<{ pendingCallbacks: number }[]>('GET', '/clients/to-callback', t())).body[0]
        ?.pendingCallbacks,
    ).toBe(1);
    const sent = await h.api('POST', '/dashboard/whatsapp/send-message', {
      ...t(),
      body: {
        to: '+393471234567',
        message: 'Ciao Giulia, ti chiamiamo subito',
        conversationId: conv?.id,
      },
    });
    expect(sent.body).toEqual({ success: true, message: 'Messaggio inviato con successo' });
    const [recorded] = await h.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'WHATSAPP'))
      .orderBy(desc(outbox.id));
    expect(recorded?.body).toBe('Ciao Giulia, ti chiamiamo subito');
    const detail = await h.api<{
      messages: { direction: string }[];
      fallbackRequest: { reason: string };
    }>('GET', `/dashboard/conversations/${conv?.id}/messages`, t());
    expect(detail.body.messages.map((m) => m.direction)).toEqual(['INBOUND', 'OUTBOUND']);
    expect(detail.body.fallbackRequest.reason).toBe('OPERATOR_REQUESTED');
    expect(
      (
        await h.api('POST', `/dashboard/callbacks/${cb?.id}/resolve`, {
          ...t(),
          body: { notes: 'Richiamata' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await h.api('POST', `/dashboard/callbacks/${cb?.id}/resolve`, { ...t(), body: {} })).status,
    ).toBe(200);
    expect((await h.api<unknown[]>('GET', '/dashboard/callbacks', t())).body).toHaveLength(0);
  });
});

describe('assistants ingestion API (/integrations)', () => {
  it('records messages and fallback requests for the salon of the X-Integration-Key only', async () => {
    const { salons } = await import('./db/schema/index.ts');
    const { integrationKeyHash } = await import('./auth/integration-key.ts');
    await h.db
      .update(salons)
      .set({ integrationKeyHash: integrationKeyHash('chiave-di-prova-123') })
      .where(eq(salons.id, s.salonId));
    const headers = { 'X-Integration-Key': 'chiave-di-prova-123' };
    expect(
      (
        await h.api('POST', '/integrations/messages', {
          body: { clientPhoneNumber: '+393471234567', content: 'Ciao' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await h.api('POST', '/integrations/messages', {
          headers,
          body: { clientPhoneNumber: '123', content: '' },
        })
      ).status,
    ).toBe(400);
    const first = await h.api<{ conversationId: number }>('POST', '/integrations/messages', {
      headers,
      body: {
        conversationExternalId: 'wa-1',
        clientPhoneNumber: '+393471234567',
        content: 'Vorrei un colore',
        intent: 'BOOKING',
        services: ['Colore'],
      },
    });
    expect(first.status).toBe(201);
    await h.api('POST', '/integrations/messages', {
      headers,
      body: {
        conversationExternalId: 'wa-1',
        clientPhoneNumber: '+393471234567',
        content: 'Ti passo al salone',
        direction: 'OUTBOUND',
      },
    });
    const fallback = await h.api('POST', '/integrations/fallback-requests', {
      headers,
      body: {
        phoneNumber: '+393471234567',
        reason: 'OPERATOR_REQUESTED',
        conversationId: first.body.conversationId,
      },
    });
    expect(fallback.status).toBe(201);
    const detail = await h.api<{
      messages: unknown[];
      conversation: { clientName: string; services: string[] };
      fallbackRequest: { reason: string };
    }>('GET', `/dashboard/conversations/${first.body.conversationId}/messages`, t());
    expect(detail.body.messages).toHaveLength(2);
    expect(detail.body.conversation).toMatchObject({
      clientName: 'Giulia Rossi',
      services: ['Colore'],
    });
    expect((await h.api<unknown[]>('GET', '/dashboard/callbacks', t())).body).toHaveLength(1);
  });
});
