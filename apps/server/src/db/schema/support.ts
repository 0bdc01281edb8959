import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { SUPPORT_TICKET_CATEGORIES, SUPPORT_TICKET_STATUSES } from '@agendina/contract';
import { idColumn, instant } from './common.ts';
import { salonRef } from './tenancy.ts';

export const supportTicketCategory = pgEnum('support_ticket_category', SUPPORT_TICKET_CATEGORIES);
export const supportTicketStatus = pgEnum('support_ticket_status', SUPPORT_TICKET_STATUSES);

/** A request for help a salon sent from /assistenza (MODULES.md "Support"). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: idColumn(),
    salonId: salonRef(),
    subject: text('subject').notNull(),
    category: supportTicketCategory('category').notNull(),
    message: text('message').notNull(),
    status: supportTicketStatus('status').notNull().default('OPEN'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('support_tickets_salon_idx').on(t.salonId, t.createdAt)],
);
