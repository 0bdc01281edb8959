import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, ref, wallClock } from './common.ts';
import { clients, hairdressers } from './catalog.ts';
import { salonRow } from './tenancy.ts';

/**
 * A client waiting for a time (issue #35): the services, an operator or none, a range of days and
 * a time band, with the phone proved by a one-time code. The line is the order of `id`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    ...salonRow(),
    clientId: ref('client_id')
      .notNull()
      .references(() => clients.id),
    phone: text('phone').notNull(),
    /** WHATSAPP or EMAIL: where the claim links go. */
    channel: text('channel').notNull(),
    email: text('email'),
    serviceIds: jsonb('service_ids').$type<number[]>().notNull(),
    operatorId: ref('operator_id').references(() => hairdressers.id, { onDelete: 'set null' }),
    /** yyyy-MM-dd, both included. */
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    band: text('band').$type<'ANY' | 'MORNING' | 'AFTERNOON' | 'EVENING'>().notNull(),
    /** WAITING, OFFERED, BOOKED, EXPIRED, REMOVED (WaitlistState). */
    state: text('state').notNull().default('WAITING'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_line_idx')
      .on(t.salonId, t.id)
      .where(sql`${t.state} in ('WAITING', 'OFFERED')`),
  ],
);

/**
 * A time offered to an entry, with its signed claim link. `state` OPEN until the first claim
 * (CLAIMED), the time gone (TAKEN), the link's minutes past (EXPIRED) or the entry removed
 * (WITHDRAWN); it moves under a row lock, so a link books once.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    ...salonRow(),
    entryId: ref('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    startAt: wallClock('start_at').notNull(),
    /** The operator of the freed time (null: any free one at claim time). */
    operatorId: ref('operator_id').references(() => hairdressers.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    state: text('state').notNull().default('OPEN'),
    channel: text('channel').notNull(),
    /** The visit the claim booked (its first appointment). */
    appointmentId: ref('appointment_id'),
    claimedAt: instant('claimed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_offers_entry_idx').on(t.entryId),
    index('waitlist_offers_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'OPEN'`),
  ],
);
