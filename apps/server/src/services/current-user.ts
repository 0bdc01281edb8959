// The signed-in account and its salon's profile (GET/PUT /users/me, the opening hours, the
// account's deactivation).
import { eq } from 'drizzle-orm';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import { salons, users } from '../db/schema/index.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { found } from '../domain/errors.ts';
import { authUser } from './accounts.ts';

/** The salon's contact and fiscal details as the app shows them (all null without a salon). */
export const salonContacts = (
  salon:
    | Pick<typeof salons.$inferSelect, 'phoneNumber' | 'address' | 'vatNumber' | 'fiscalCode'>
    | undefined,
) => ({
  phoneNumber: salon?.phoneNumber ?? null,
  address: salon?.address ?? null,
  vatNumber: salon?.vatNumber ?? null,
  fiscalCode: salon?.fiscalCode ?? null,
});

/** The account and what the app shows of its salon. */
export async function currentUser(db: Database, userId: number): Promise<Schemas['CurrentUser']> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const row = found(user, 'Utente non trovato');
  const base = await authUser(db, row);
  const salon =
    row.salonId === null
      ? undefined
      : (await db.select().from(salons).where(eq(salons.id, row.salonId)))[0];
  return {
    ...base,
    hasDigitalCashAccess:
      (salon?.digitalCashEnabled ?? false) && (salon?.active ?? false) && row.active,
    openingHours: salon?.openingHours ?? null,
    emailVerified: row.emailVerified,
    ...salonContacts(salon),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Saves the salon's profile fields given (the name is the account's too). */
export async function updateSalonProfile(
  db: Database,
  salonId: number,
  userId: number,
  b: Schemas['UpdateCurrentUserRequest'],
): Promise<void> {
  const set: Partial<typeof salons.$inferInsert> = {};
  if (b.name !== undefined) set.name = b.name.trim();
  if (b.businessType !== undefined) set.businessType = b.businessType;
  if (b.phoneNumber !== undefined) set.phoneNumber = b.phoneNumber;
  if (b.address !== undefined) set.address = b.address;
  if (b.vatNumber !== undefined) set.vatNumber = b.vatNumber;
  if (b.fiscalCode !== undefined) set.fiscalCode = b.fiscalCode;
  await db.update(salons).set(set).where(eq(salons.id, salonId));
  if (b.name !== undefined)
    await db.update(users).set({ name: b.name.trim() }).where(eq(users.id, userId));
}

/** Saves the salon's opening hours (WeeklyHoursJson text, already canonical). */
export async function setOpeningHours(
  db: Database,
  salonId: number,
  openingHours: string,
): Promise<void> {
  await db.update(salons).set({ openingHours }).where(eq(salons.id, salonId));
}

/** Deactivates the account and its salon, and ends every session of the account. */
export async function deactivateAccount(
  db: Database,
  userId: number,
  salonId: number | null,
): Promise<void> {
  await db.update(users).set({ active: false }).where(eq(users.id, userId));
  if (salonId !== null)
    await db.update(salons).set({ active: false }).where(eq(salons.id, salonId));
  await revokeAllSessions(db, userId, 'DEACTIVATED');
}
