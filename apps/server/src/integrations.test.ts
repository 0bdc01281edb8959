// The assistants ingestion API (/integrations): messages and fallback requests, per X-Integration-Key.
import { beforeEach, describe, expect, it } from 'vitest';
import { storeIntegrationKey } from './services/integration-keys.ts';
import { seedSalon } from './test-support/fixtures.ts';
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

describe('assistants ingestion API (/integrations)', () => {
  it('records messages and fallback requests for the salon of the X-Integration-Key only', async () => {
    await storeIntegrationKey(h.db, s.salonId, 'Assistente di prova', 'chiave-di-prova-123');
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

  it('allows an integration key 60 requests a minute, then 429 with Retry-After (issue 15.5)', async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    for (const [salonId, key] of [
      [s.salonId, 'chiave-di-prova-123'],
      [other.salonId, 'chiave-di-prova-456'],
    ] as const)
      await storeIntegrationKey(h.db, salonId, 'Assistente di prova', key);
    const ingest = (key: string, i: number) =>
      h.api('POST', '/integrations/messages', {
        headers: { 'X-Integration-Key': key },
        body: { clientPhoneNumber: '+393471234567', content: `Messaggio ${i}` },
      });
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => ingest('chiave-di-prova-123', i).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    const limited = await h.api('POST', '/integrations/fallback-requests', {
      headers: { 'X-Integration-Key': 'chiave-di-prova-123' },
      body: { phoneNumber: '+393471234567', reason: 'OPERATOR_REQUESTED' },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await ingest('chiave-di-prova-456', 0)).status).toBe(201);
  });
});
