// A salon's WhatsApp settings (db/schema/whatsapp.ts): read, created with a fresh verify token on
// first use, saved, and the two cross-salon lookups Meta's webhook needs (by verify token, by phone
// number id: Meta knows no salon ids).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappSettings } from '../../db/schema/index.ts';
import { acrossSalons, owned, salonFilter } from '../../db/tenant.ts';
import { found } from '../../domain/errors.ts';

export type WhatsAppSettingsRow = typeof whatsappSettings.$inferSelect;

/** A Cloud API salon with everything a send needs. */
export type CompleteCloudSettings = WhatsAppSettingsRow & {
  provider: 'CLOUD_API';
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
};

/** 32 hex characters after a recognisable prefix: unguessable, and easy to paste. */
export const newVerifyToken = (): string => `wa_vt_${randomBytes(16).toString('hex')}`;

export function isCompleteCloud(
  row: WhatsAppSettingsRow | undefined,
): row is CompleteCloudSettings {
  return (
    row?.provider === 'CLOUD_API' &&
    Boolean(row.phoneNumberId) &&
    Boolean(row.accessToken) &&
    Boolean(row.appSecret)
  );
}

/** The stored settings, without creating them (undefined: the salon never opened the section). */
export async function storedWhatsAppSettings(
  db: Pick<Database, 'select'>,
  salonId: number,
): Promise<WhatsAppSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappSettings)
    .where(salonFilter(whatsappSettings, salonId))
    .limit(1);
  return row;
}

/** The salon's settings, created with the defaults (SANDBOX) and a verify token on first read. */
export async function whatsAppSettingsOf(
  db: Pick<Database, 'select' | 'insert'>,
  salonId: number,
): Promise<WhatsAppSettingsRow> {
  const stored = await storedWhatsAppSettings(db, salonId);
  if (stored) return stored;
  // Two first reads at once: the unique salon index keeps one row, both read it back.
  await db
    .insert(whatsappSettings)
    .values(owned(salonId, { verifyToken: newVerifyToken() }))
    .onConflictDoNothing();
  return found(await storedWhatsAppSettings(db, salonId));
}

/** The settings whose verify token this is (Meta's verification names no salon). */
export async function settingsByVerifyToken(
  db: Pick<Database, 'select'>,
  token: string,
): Promise<WhatsAppSettingsRow | undefined> {
  const table = acrossSalons(whatsappSettings);
  const [row] = await db.select().from(table).where(eq(table.verifyToken, token)).limit(1);
  return row;
}

/** The settings of the salon whose business number this is (a webhook delivery names its number). */
export async function settingsByPhoneNumberId(
  db: Pick<Database, 'select'>,
  phoneNumberId: string,
): Promise<WhatsAppSettingsRow | undefined> {
  const table = acrossSalons(whatsappSettings);
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.phoneNumberId, phoneNumberId))
    .limit(1);
  return row;
}

/** Saves the salon's settings row `id`; answers the row as saved (undefined when it is gone). */
export async function saveWhatsAppSettings(
  db: Database,
  salonId: number,
  id: number,
  values: Partial<typeof whatsappSettings.$inferInsert>,
): Promise<WhatsAppSettingsRow | undefined> {
  const [row] = await db
    .update(whatsappSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(salonFilter(whatsappSettings, salonId, eq(whatsappSettings.id, id)))
    .returning();
  return row;
}
