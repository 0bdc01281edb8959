import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, partOf } from './common.ts';
import { hairdressers, services } from './catalog.ts';
import { pairTable } from './pair-table.ts';
import { salonRef } from './tenancy.ts';

/**
 * A salon's booking page /prenota/{slug} (issue #34): one row once the owner saves the settings;
 * until then the page does not exist. The slug is unique across salons (the page's address).
 */
export const onlineBookingSettings = pgTable(
  'online_booking_settings',
  {
    salonId: salonRef().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    slug: text('slug').notNull(),
    minNoticeHours: integer('min_notice_hours').notNull().default(2),
    horizonDays: integer('horizon_days').notNull().default(30),
    slotStepMinutes: integer('slot_step_minutes').notNull().default(15),
    cutoffHours: integer('cutoff_hours').notNull().default(24),
    /** INSTANT (BOOKED at once) or REQUEST (REQUESTED until the staff accept or decline). */
    confirmationMode: text('confirmation_mode')
      .$type<'INSTANT' | 'REQUEST'>()
      .notNull()
      .default('INSTANT'),
    policyText: text('policy_text').notNull().default(''),
    embedDomains: jsonb('embed_domains').$type<string[]>().notNull().default([]),
    /** Issue #35: who pays the deposits of online_booking_deposits (ALL, NEW_CLIENTS, NO_SHOWS). */
    depositAudience: text('deposit_audience')
      .$type<'ALL' | 'NEW_CLIENTS' | 'NO_SHOWS'>()
      .notNull()
      .default('ALL'),
    depositMinNoShows: integer('deposit_min_no_shows').notNull().default(1),
    /** The share of a deposit kept after the cutoff or on a no-show. */
    depositKeepPercent: integer('deposit_keep_percent').notNull().default(100),
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(false),
    /** How long a waitlist claim link can book the time it offers. */
    waitlistClaimMinutes: integer('waitlist_claim_minutes').notNull().default(30),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('online_booking_settings_slug_idx').on(t.slug)],
);

/** The services a salon offers on its booking page. */
export const onlineBookingServices = pairTable(
  'online_booking_services',
  { serviceId: partOf('service_id', () => services.id) },
  (t) => [t.salonId, t.serviceId],
);

/** The operators clients may choose (or be given) on the booking page. */
export const onlineBookingOperators = pairTable(
  'online_booking_operators',
  { hairdresserId: partOf('hairdresser_id', () => hairdressers.id) },
  (t) => [t.salonId, t.hairdresserId],
);

/**
 * A one-time code that proves a client owns a phone (6 digits, 10 minutes, 5 attempts). Only
 * its hash is kept; `usedAt` makes it book once.
 */
export const bookingVerifications = pgTable(
  'booking_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonRef(),
    phone: text('phone').notNull(),
    channel: text('channel').notNull(),
    email: text('email'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('booking_verifications_phone_idx')
      .on(t.salonId, t.phone, t.createdAt)
      .where(sql`${t.usedAt} is null`),
  ],
);
