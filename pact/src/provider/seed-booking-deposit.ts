// The provider states of the booking page's no-show protection (issue #35): a deposit asked for
// the cut, a visit held while its deposit was paid at the test provider, the waitlist on, and a
// time offered through the claim link of the contracts (shared/waitlist-link.ts).
import type { Database } from '@agendina/server';
import {
  DEPOSIT_CHECKOUT,
  WAITLIST_OFFER_EXPIRES,
  WAITLIST_OFFER_ID,
} from '../shared/waitlist-link.ts';
import { seedBookingCode, seedBookingPage } from './seed-booking-page.ts';
import { seedWaitlist } from './seed-no-show-protection.ts';
import { insertAppointments, seedSql } from './seed.ts';

const turnOnWaitlist = (db: Database) =>
  seedSql(db, 'update online_booking_settings set waitlist_enabled = true where salon_id = 1');

/** The code was sent, and the cut (service 5) asks every client a 10,00 € deposit. */
export async function seedDepositCode(db: Database): Promise<{ day: string }> {
  const values = await seedBookingCode(db);
  await seedSql(
    db,
    `insert into online_booking_deposits (salon_id, service_id, kind, amount)
       values (1, 5, 'FIXED', 1000)`,
  );
  return values;
}

/**
 * Client 42's cut with Sara at 10:00 of `day` is held (appointment 1101, HELD) for deposit 21 of
 * 10,00 €, which the test provider's page has taken (its checkout DEPOSIT_CHECKOUT is PAID) and
 * nobody has settled yet: the browser's return books it.
 */
export async function seedHeldDeposit(db: Database): Promise<{ day: string }> {
  const values = await seedBookingPage(db);
  const start = `${values.day}T10:00:00`;
  await insertAppointments(db, [
    { id: 1101, hairdresserId: 3, serviceId: 5, start, source: 'ONLINE' },
  ]);
  await seedSql(db, "update appointments set status = 'HELD' where id = 1101");
  const summary = JSON.stringify({
    dateTime: start,
    endTime: `${values.day}T10:45:00`,
    services: ['Taglio donna'],
    operatorName: 'Sara',
    keepPercent: 100,
    cutoffHours: 24,
  });
  await seedSql(
    db,
    `insert into deposits (id, salon_id, client_id, appointment_id, checkout_id, provider,
       amount_cents, state, hold_expires_at, return_url, test_state, summary)
     overriding system value values (21, 1, 42, 1101, '${DEPOSIT_CHECKOUT}', 'TEST', 1000,
       'PENDING', now() + interval '10 minutes',
       'http://localhost:5173/prenota/salone-bellavista/pagamento?checkout=&servizio=5&operatore=3',
       'PAID', '${summary}'::jsonb)`,
  );
  return values;
}

/** The booking page keeps a waitlist, and the code was sent. */
export async function seedWaitlistCode(db: Database): Promise<{ day: string }> {
  const values = await seedBookingCode(db);
  await turnOnWaitlist(db);
  return values;
}

/**
 * Client 42, waiting for a cut with Sara (entry 3), was offered 10:00 of `day` by the claim link
 * of the contracts (offer 801): still OPEN, or TAKEN by someone else first.
 */
export async function seedWaitlistOffer(
  db: Database,
  state: 'OPEN' | 'TAKEN',
): Promise<{ day: string }> {
  const values = await seedWaitlist(db);
  await turnOnWaitlist(db);
  await seedSql(
    db,
    `update waitlist_entries set state = '${state === 'OPEN' ? 'OFFERED' : 'WAITING'}' where id = 3`,
  );
  await seedSql(
    db,
    `insert into waitlist_offers (id, salon_id, entry_id, start_at, operator_id, expires_at,
       state, channel)
     overriding system value values (${WAITLIST_OFFER_ID}, 1, 3, '${values.day}T10:00:00', 3,
       '${WAITLIST_OFFER_EXPIRES}', '${state}', 'WHATSAPP')`,
  );
  return values;
}
