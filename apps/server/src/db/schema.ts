import { sql } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const businessType = pgEnum('business_type', ['PARRUCCHIERE', 'ESTETISTA', 'MASSAGGIATORE']);
export const userRole = pgEnum('user_role', ['ADMIN', 'USER']);

/** A tenant: every other row belongs to one salon (DESIGN.md §5). */
export const salons = pgTable('salons', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  businessType: businessType('business_type').notNull().default('PARRUCCHIERE'),
  openingHours: text('opening_hours').notNull().default('{}'),
  digitalCashEnabled: boolean('digital_cash_enabled').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: userRole('role').notNull().default('USER'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
