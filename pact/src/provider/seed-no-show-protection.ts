// The provider states of issue #35's staff calls: a deposit paid online for appointment 1001 (or
// already given back), and client 42 waiting on the waitlist of the salon's booking page.
import type { Database } from '@agendina/server';
import { seedBookingPage } from './seed-booking-page.ts';
import { appointment1001, insertAppointments, seedSql } from './seed.ts';

/** What the hold kept for the confirmation and the policy the client accepted (deposits.summary). */
const SUMMARY = JSON.stringify({
  dateTime: '2030-03-07T09:30:00',
  endTime: '2030-03-07T10:15:00',
  services: ['Taglio donna'],
  operatorName: 'Sara Conti',
  keepPercent: 100,
  cutoffHours: 24,
});

/**
 * Deposit 12: 10,00 € paid yesterday at the built-in test provider (checkout tdp_acconto_1001,
 * payment tpi_acconto_1001, the pair its refund looks up) for appointment 1001, booked online.
 * `refunded`: given back already.
 */
export async function seedDeposit(db: Database, refunded = false): Promise<void> {
  await insertAppointments(db, [{ ...appointment1001, source: 'ONLINE' }]);
  await seedSql(
    db,
    `insert into deposits (id, salon_id, client_id, appointment_id, checkout_id, provider,
       amount_cents, state, hold_expires_at, return_url, payment_ref, paid_at, refunded_cents,
       refunded_at, test_state, summary)
     overriding system value values (12, 1, 42, 1001, 'tdp_acconto_1001', 'TEST', 1000,
       '${refunded ? 'REFUNDED' : 'PAID'}', now() - interval '1 day',
       'http://localhost:5173/prenota/salone-bellavista', 'tpi_acconto_1001',
       now() - interval '1 day', ${refunded ? 1000 : 0}, ${refunded ? 'now()' : 'null'}, 'PAID',
       '${SUMMARY}'::jsonb)`,
  );
}

/**
 * The booking page is on (services 5 and 6, operators 3 and 4) and client 42 waits (entry 3) for
 * a cut with Sara in the morning of `day`, a free day of the page's horizon.
 */
export async function seedWaitlist(db: Database): Promise<{ day: string }> {
  const values = await seedBookingPage(db);
  await seedSql(
    db,
    `insert into waitlist_entries (id, salon_id, client_id, phone, channel, service_ids,
       operator_id, from_date, to_date, band, state)
     overriding system value values (3, 1, 42, '+393471234567', 'WHATSAPP', '[5]'::jsonb, 3,
       '${values.day}', '${values.day}', 'MORNING', 'WAITING')`,
  );
  return values;
}
