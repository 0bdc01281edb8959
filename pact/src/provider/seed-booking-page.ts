import { createHash } from 'node:crypto';
import type { Database } from '@agendina/server';
import { BOOKING_CODE, BOOKING_PHONE, BOOKING_VERIFICATION } from '../shared/booking-page.ts';
import { seedSql } from './seed.ts';

/**
 * The salon's booking page is on, with both services and both operators; answers the day the
 * contracts ask about: a week from today (inside the 30-day horizon, past the 2-hour notice),
 * since the page's horizon runs from the real today.
 */
export async function seedBookingPage(db: Database): Promise<{ day: string }> {
  for (const statement of [
    `insert into online_booking_settings (salon_id, enabled, slug, policy_text)
       values (1, true, 'salone-bellavista', 'Puoi annullare gratis fino a 24 ore prima.')`,
    'insert into online_booking_services (salon_id, service_id) values (1, 5), (1, 6)',
    'insert into online_booking_operators (salon_id, hairdresser_id) values (1, 3), (1, 4)',
  ])
    await seedSql(db, statement);
  // en-CA writes dates as yyyy-MM-dd.
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  return { day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(inAWeek) };
}

/** The page is on and a code was sent to BOOKING_PHONE (the hash the server keeps of it). */
export async function seedBookingCode(db: Database): Promise<{ day: string }> {
  const day = await seedBookingPage(db);
  const hash = createHash('sha256').update(`${BOOKING_VERIFICATION}:${BOOKING_CODE}`).digest('hex');
  await seedSql(
    db,
    `insert into booking_verifications (id, salon_id, phone, channel, code_hash, expires_at)
       values ('${BOOKING_VERIFICATION}', 1, '${BOOKING_PHONE}', 'WHATSAPP', '${hash}', now() + interval '10 minutes')`,
  );
  return day;
}
