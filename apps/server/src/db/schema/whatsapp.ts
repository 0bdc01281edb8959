import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './common.ts';
import { salonRow } from './tenancy.ts';

export const WHATSAPP_PROVIDERS = ['SANDBOX', 'CLOUD_API'] as const;

/**
 * A salon's WhatsApp channel (issue #19): one row per salon, written the first time /salone reads
 * or saves it. The access token and the app secret are kept as given, like the token signing key
 * in `settings`: the server needs them in clear to call Meta and to check its signatures, and the
 * project has no encryption key to wrap them with. They never leave the server (the API says
 * only whether they are set) and never enter the audit log.
 */
export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    ...salonRow(),
    provider: text('provider', { enum: WHATSAPP_PROVIDERS }).notNull().default('SANDBOX'),
    /** Meta's id of the business number: how a webhook delivery finds its salon. */
    phoneNumberId: text('phone_number_id'),
    businessAccountId: text('business_account_id'),
    accessToken: text('access_token'),
    appSecret: text('app_secret'),
    /** Generated here, pasted by the owner in Meta's console: how the verification finds a salon. */
    verifyToken: text('verify_token').notNull(),
    reminderTemplate: text('reminder_template').notNull().default('promemoria_appuntamento'),
    reminderLanguage: text('reminder_language').notNull().default('it'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_settings_salon_idx').on(t.salonId),
    uniqueIndex('whatsapp_settings_phone_number_idx').on(t.phoneNumberId),
    uniqueIndex('whatsapp_settings_verify_token_idx').on(t.verifyToken),
  ],
);
