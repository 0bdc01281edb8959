import { sql } from 'drizzle-orm';
import type { ServicePhase } from '@agendina/scheduling';
import { serviceCategory, hairdresserRole, timeBand } from './enums.ts';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDay, instant, partOf, ref } from './common.ts';
import { pairTable } from './pair-table.ts';
import { salonRef, salonRow } from './tenancy.ts';

export const services = pgTable(
  'services',
  {
    ...salonRow(),
    name: text('name').notNull(),
    category: serviceCategory('category').notNull(),
    /** Integer euro cents. */
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priority: integer('priority').notNull().default(999),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    /** Processing time: [{kind: 'ACTIVE' | 'WAIT', durationMinutes, label?}], null for one block. */
    phases: jsonb('phases').$type<ServicePhase[]>(),
    /** Deleted services are archived: past appointments keep their name. */
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('services_salon_name_idx')
      .on(t.salonId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** Operators (SPEC.md §3 "Hairdresser"). */
export const hairdressers = pgTable(
  'hairdressers',
  {
    ...salonRow(),
    name: text('name').notNull(),
    role: hairdresserRole('role').notNull().default('HAIRDRESSER'),
    colorCode: text('color_code').notNull().default('#9E9E9E'),
    /** WeeklyHoursJson text; null follows the salon's opening hours. */
    workingHours: text('working_hours'),
    active: boolean('active').notNull().default(true),
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('hairdressers_salon_idx').on(t.salonId)],
);

/** The services an operator performs. */
export const hairdresserServices = pairTable(
  'hairdresser_services',
  {
    hairdresserId: partOf('hairdresser_id', () => hairdressers.id),
    serviceId: partOf('service_id', () => services.id),
  },
  (t) => [t.hairdresserId, t.serviceId],
);

export const timeOff = pgTable(
  'time_off',
  {
    ...salonRow(),
    hairdresserId: partOf('hairdresser_id', () => hairdressers.id),
    startDate: calendarDay('start_date').notNull(),
    endDate: calendarDay('end_date').notNull(),
    reason: text('reason'),
  },
  (t) => [index('time_off_hairdresser_idx').on(t.hairdresserId)],
);

export const clients = pgTable(
  'clients',
  {
    ...salonRow(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    notes: text('notes'),
    /** Deleted clients are archived: past appointments keep the name. */
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('clients_salon_idx').on(t.salonId),
    uniqueIndex('clients_salon_phone_idx')
      .on(t.salonId, t.phoneNumber)
      .where(sql`${t.archivedAt} is null and ${t.phoneNumber} is not null`),
  ],
);

export const clientServiceDurations = pgTable(
  'client_service_durations',
  {
    ...salonRow(),
    clientId: partOf('client_id', () => clients.id),
    serviceId: partOf('service_id', () => services.id),
    customDurationMinutes: integer('custom_duration_minutes').notNull(),
    notes: text('notes'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at'),
  },
  (t) => [uniqueIndex('csd_client_service_idx').on(t.clientId, t.serviceId)],
);

export const schedulingPreferences = pgTable('scheduling_preferences', {
  clientId: ref('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  salonId: salonRef(),
  preferredHairdresserId: ref('preferred_hairdresser_id').references(() => hairdressers.id, {
    onDelete: 'set null',
  }),
  /** Lowercase English weekday names, comma separated. */
  preferredDays: text('preferred_days').notNull().default(''),
  preferredTimeBand: timeBand('preferred_time_band').notNull().default('ANY'),
  notes: text('notes'),
  updatedAt: instant('updated_at'),
});
