// The reminders the sweep sent for the demo's visits (issue #19): one per visit once it was within
// the salon's hours before (DEMO_REMINDER_HOURS), by WhatsApp (the sandbox answers for every
// salon without the Cloud API), with the client's confirmation where they gave it. The sweep of
// the running server finds these visits reminded and goes on with the next ones.
import type { Database } from '../db/database.ts';
import { reminders } from '../db/schema/index.ts';
import { owned } from '../db/tenant.ts';
import { visitOf } from '../services/reminders/visit.ts';
import type { DemoVisit } from './demo-bookings.ts';
import type { SeededSalon } from './demo-catalog.ts';

export async function seedReminders(
  db: Database,
  s: SeededSalon,
  visits: readonly DemoVisit[],
): Promise<void> {
  const phones = new Map(s.clients.map((c) => [c.id, c.phoneNumber]));
  const rows = visits.flatMap((v) => {
    const first = v.appointmentIds[0];
    if (!v.remindedAt || first === undefined) return [];
    return [
      owned(s.salonId, {
        visit: visitOf({ id: first, groupId: v.groupId }),
        appointmentId: first,
        groupId: v.groupId,
        status: 'SENT',
        attempts: 1,
        nextAttemptAt: v.remindedAt,
        channel: 'WHATSAPP',
        recipient: phones.get(v.clientId) ?? null,
        sentAt: v.remindedAt,
        answer: v.confirmedAt ? 'CONFIRM' : null,
        answeredAt: v.confirmedAt,
        createdAt: v.remindedAt,
      }),
    ];
  });
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(reminders).values(rows.slice(i, i + 500));
}
