import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, partOf } from './common.ts';
import { appointments } from './booking.ts';
import { salonRow } from './tenancy.ts';

/**
 * One reminder per visit (issue #19): a group is one visit, a stand-alone appointment another.
 * The unique `(salon_id, visit)` is the idempotency: the sweep inserts with ON CONFLICT DO
 * NOTHING, so two sweeps, two processes or a restart never make a second reminder. The row is
 * also its own small send queue (services/reminders/send.ts): a WhatsApp adapter may use the
 * database itself, which it cannot do inside a job's transaction on the one-connection PGlite.
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
    /**
     * PENDING (to send), SENDING (claimed by a process), SENT, SKIPPED (no channel, or the visit
     * changed), FAILED (gave up after the job table's attempts).
     */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** When a PENDING reminder is due (again: the job table's backoff after a failure). */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** When a process claimed it: a claim older than a few minutes is a process that died. */
    claimedAt: instant('claimed_at'),
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
    index('reminders_due_idx')
      .on(t.salonId, t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
);
