// The dashboard: callbacks, conversations, WhatsApp through the sandbox, resolving requests.
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
    const afterResolve = await h.api<{ fallbackRequest: unknown }>(
      'GET',
      `/dashboard/conversations/${conv?.id}/messages`,
      t(),
    );
    expect(afterResolve.body.fallbackRequest).toBeNull();
  });
});
