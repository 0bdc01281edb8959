import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { messageDirection, assistantSource, callbackStatus } from './enums.ts';
import { instant, partOf, ref, wallClock } from './common.ts';
import { clients } from './catalog.ts';
import { salonRow } from './tenancy.ts';

/** A conversation of the WhatsApp or voice assistant with a client. */
export const conversations = pgTable(
  'conversations',
  {
    ...salonRow(),
    channel: assistantSource('channel').notNull().default('WHATSAPP_AI'),
    externalId: text('external_id'),
    clientId: ref('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name'),
    clientPhoneNumber: text('client_phone_number').notNull(),
    /** JSON text array of service names the client asked for. */
    services: text('services').notNull().default('[]'),
    hairdresserName: text('hairdresser_name'),
    preferredDateTime: wallClock('preferred_date_time'),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversations_salon_idx').on(t.salonId, t.lastMessageAt)],
);

export const messages = pgTable(
  'messages',
  {
    ...salonRow(),
    conversationId: partOf('conversation_id', () => conversations.id),
    content: text('content').notNull(),
    direction: messageDirection('direction').notNull(),
    intent: text('intent'),
    externalId: text('external_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    // A WhatsApp webhook delivery repeated by Meta (same wamid) is stored once (issue #19).
    uniqueIndex('messages_inbound_external_idx')
      .on(t.salonId, t.externalId)
      .where(sql`${t.direction} = 'INBOUND' and ${t.externalId} is not null`),
  ],
);

/** An assistance request (SPEC.md "callback", the assistants' "fallback request"). */
export const assistanceRequests = pgTable(
  'assistance_requests',
  {
    ...salonRow(),
    conversationId: ref('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    clientId: ref('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name'),
    phoneNumber: text('phone_number').notNull(),
    source: assistantSource('source').notNull(),
    reason: text('reason').notNull(),
    status: callbackStatus('status').notNull().default('PENDING'),
    notes: text('notes'),
    createdAt: instant('created_at').notNull().defaultNow(),
    notificationSentAt: instant('notification_sent_at'),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [index('assistance_requests_salon_idx').on(t.salonId, t.status)],
);
