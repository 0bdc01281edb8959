import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { supportTicketCategory, supportTicketStatus } from './enums.ts';
import { instant } from './common.ts';
import { salonRow } from './tenancy.ts';

/** A request for help a salon sent from /assistenza (MODULES.md "Support"). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    ...salonRow(),
    subject: text('subject').notNull(),
    category: supportTicketCategory('category').notNull(),
    message: text('message').notNull(),
    status: supportTicketStatus('status').notNull().default('OPEN'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('support_tickets_salon_idx').on(t.salonId, t.createdAt)],
);
