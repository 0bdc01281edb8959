import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';

/** Appointment 1001 was reminded on WhatsApp (the row the link's token names: `a:1001`). */
export async function seedReminder(db: Database): Promise<void> {
  await seedSql(
    db,
    `insert into reminders (salon_id, visit, appointment_id, status, channel, recipient, sent_at)
       values (1, 'a:1001', 1001, 'SENT', 'WHATSAPP', '+393471234567', now())`,
  );
}
