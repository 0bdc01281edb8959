import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { businessType } from './enums.ts';
import { idColumn, instant } from './common.ts';

/**
 * A consultation request from the public site's /consulenza form (issue #20). It has no
 * salon_id on purpose: it comes from someone who is not a customer yet, before any salon
 * exists, and only Agendina's team reads it (by e-mail to CONSULTATION_INBOX). No salon's
 * query ever touches it, so tenant scoping has nothing to scope here.
 */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: idColumn(),
    name: text('name').notNull(),
    businessName: text('business_name').notNull(),
    businessType: businessType('business_type').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    /** When the person ticked the consent box: the proof of consent GDPR asks the controller for. */
    consentAt: instant('consent_at').notNull(),
    /** The client address the rate limit counted, kept for abuse reports. */
    ip: text('ip').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [index('consultation_requests_received_idx').on(t.receivedAt)],
);
