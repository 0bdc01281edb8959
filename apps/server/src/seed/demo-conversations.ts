import { DEFAULT_SERVICES } from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import { assistanceRequests, conversations, messages } from '../db/schema/index.ts';
import { DEMO_CONVERSATIONS } from './demo-data.ts';
import type { DemoSalon } from './demo-data.ts';
import type { SeededSalon } from './demo-catalog.ts';

export async function seedConversations(
  db: Database,
  s: SeededSalon,
  demo: DemoSalon,
): Promise<void> {
  for (const [i, conv] of DEMO_CONVERSATIONS.entries()) {
    const clientId = s.clientIds[i] as number;
    const [name, phone] = demo.clients[i] as [string, string];
    const start = Date.now() - (i + 1) * 3_600_000;
    const [row] = await db
      .insert(conversations)
      .values({
        salonId: s.salonId,
        clientId,
        clientName: name,
        clientPhoneNumber: phone,
        services: JSON.stringify(
          DEFAULT_SERVICES[demo.businessType].slice(0, 2).map((t) => t.name),
        ),
        hairdresserName: demo.operators[0]?.name ?? null,
        lastMessageAt: new Date(start + conv.lines.length * 60_000),
      })
      .returning({ id: conversations.id });
    const conversationId = (row as { id: number }).id;
    await db.insert(messages).values(
      conv.lines.map(([direction, content], n) => ({
        salonId: s.salonId,
        conversationId,
        content,
        direction,
        intent: direction === 'INBOUND' ? conv.intent : null,
        createdAt: new Date(start + n * 60_000),
      })),
    );
    const at = new Date(start + conv.lines.length * 60_000);
    await db.insert(assistanceRequests).values({
      salonId: s.salonId,
      conversationId,
      clientId,
      clientName: name,
      phoneNumber: phone,
      source: 'WHATSAPP_AI',
      reason: conv.reason,
      createdAt: at,
      notificationSentAt: new Date(at.getTime() + 1000),
    });
  }
  const [name, phone] = demo.clients[3] as [string, string];
  await db.insert(assistanceRequests).values({
    salonId: s.salonId,
    clientId: s.clientIds[3] as number,
    clientName: name,
    phoneNumber: phone,
    source: 'VOICE_AI',
    reason: 'OUTSIDE_BUSINESS_HOURS',
  });
}
