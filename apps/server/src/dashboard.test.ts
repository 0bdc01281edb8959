// The dashboard: callbacks, conversations, WhatsApp through the sandbox, resolving requests.
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appointments,
  assistanceRequests,
  conversations,
  messages,
  outbox,
} from './db/schema/index.ts';
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

describe('GET /dashboard/bookings-today (issue #15)', () => {
  it("counts every booking created on the salon's day, past the recent list's 50", async () => {
    const booking = (i: number, createdAt: Date) => ({
      salonId: s.salonId,
      clientId: s.clientIds[0] as number,
      hairdresserId: s.hairdresserIds[i % 2] as number,
      serviceId: s.serviceIds[0] as number,
      serviceName: 'Taglio',
      // One a day per operator, far ahead: no two overlap.
      startAt: `${dayAhead(i)} 09:00:00`,
      endAt: `${dayAhead(i)} 09:30:00`,
      durationMinutes: 30,
      createdAt,
    });
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await h.db
      .insert(appointments)
      .values([...Array.from({ length: 57 }, (_, i) => booking(i, now)), booking(57, twoDaysAgo)]);
    const counted = await h.api<{ count: number }>('GET', '/dashboard/bookings-today', t());
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ count: 57 });
    const recent = await h.api<unknown[]>('GET', '/appointments/recent', t());
    expect(recent.body).toHaveLength(50);
  });

  it('needs a login', async () => {
    expect((await h.api('GET', '/dashboard/bookings-today')).status).toBe(401);
  });
});

/** yyyy-MM-dd, i days after 1 January 2030. */
function dayAhead(i: number): string {
  return new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10);
}
