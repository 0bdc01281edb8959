import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointmentStatus, appointmentSource, cancellationReason } from './enums.ts';
import { instant, ref, wallClock } from './common.ts';
import { clients, hairdressers, services } from './catalog.ts';
import { salonRow } from './tenancy.ts';

/**
 * One service for one client with one operator. No double booking: a trigger (migration 0015)
 * keeps one row per busy period in appointment_busy_periods (the active periods, or the whole
 * visit; none when CANCELLED), whose `EXCLUDE USING gist (hairdresser_id WITH =, period WITH &&,
 * appointment_id WITH <>)` refuses an operator busy twice, so a colour's wait stays bookable.
 */
export const appointments = pgTable(
  'appointments',
  {
    ...salonRow(),
    clientId: ref('client_id')
      .notNull()
      .references(() => clients.id),
    hairdresserId: ref('hairdresser_id')
      .notNull()
      .references(() => hairdressers.id),
    serviceId: ref('service_id')
      .notNull()
      .references(() => services.id),
    /** The service name when booked (the service may be renamed or archived later). */
    serviceName: text('service_name').notNull(),
    /** The price when booked, integer cents. */
    priceCents: integer('price_cents').notNull().default(0),
    startAt: wallClock('start_at').notNull(),
    endAt: wallClock('end_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    notes: text('notes'),
    status: appointmentStatus('status').notNull().default('BOOKED'),
    source: appointmentSource('source').notNull().default('MANUAL'),
    groupId: uuid('group_id'),
    serviceOrder: integer('service_order'),
    /** JSON text of [{startOffset, duration}], or null for one whole block. */
    activePeriods: text('active_periods'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set by POST /appointments/{id}/cancel (decision 0038): why, an optional note, when. */
    cancellationReason: cancellationReason('cancellation_reason'),
    cancellationNote: text('cancellation_note'),
    cancelledAt: instant('cancelled_at'),
    /** When the client confirmed through a reminder's link (issue #19); the whole group at once. */
    clientConfirmedAt: instant('client_confirmed_at'),
  },
  (t) => [
    index('appointments_salon_start_idx').on(t.salonId, t.startAt),
    index('appointments_group_idx').on(t.groupId),
    index('appointments_client_idx').on(t.clientId),
    // A salon's visits client by client in time order: «Statistiche»'s returning clients read
    // them without a sort (issue #36).
    index('appointments_salon_client_start_idx').on(t.salonId, t.clientId, t.startAt),
    index('appointments_salon_created_idx').on(t.salonId, t.createdAt),
  ],
);
