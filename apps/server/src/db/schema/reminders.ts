import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, partOf } from './common.ts';
import { appointments } from './booking.ts';
import { salonRow } from './tenancy.ts';

/**
 * One reminder per visit (issue #19): a group is one visit, a stand-alone appointment another.
 * The unique `(salon_id, visit)` is the idempotency: the sweep inserts with ON CONFLICT DO
 * NOTHING and queues the send job only for a row it inserted, in the same transaction, so two
 * sweeps, two processes or a restart never remind a visit twice.
 */
export const reminders = pgTable(
  'reminders',
  {
    ...salonRow(),
    /** `g:<group uuid>` or `a:<appointment id>`: what the link's token names. */
    visit: text('visit').notNull(),
    /** The visit's first appointment (the reminder goes with it when it is deleted). */
    appointmentId: partOf('appointment_id', () => appointments.id),
    groupId: uuid('group_id'),
    /** PENDING (queued), SENT, SKIPPED (no channel, or the visit changed), FAILED (gave up). */
    status: text('status').notNull().default('PENDING'),
    /** WHATSAPP, EMAIL or NONE once the job chose. */
    channel: text('channel'),
    recipient: text('recipient'),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    /** The client's answer through the link: CONFIRM or CANCEL, once. */
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_salon_visit_idx').on(t.salonId, t.visit),
    index('reminders_appointment_idx').on(t.appointmentId),
    index('reminders_pending_idx')
      .on(t.status)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
