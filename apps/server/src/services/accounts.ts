import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { emailVerificationCodes, salons, users } from '../db/schema/index.ts';
import type { Deps, Schemas } from '../http/types.ts';
import { openSession } from '../auth/sessions.ts';

export type UserRow = typeof users.$inferSelect;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

/** AuthUser fields of a user (ADMIN without salon: default business type, no cash desk). */
export async function authUser(db: Database, user: UserRow): Promise<Schemas['AuthUser']> {
  const salon =
    user.salonId === null
      ? undefined
      : (await db.select().from(salons).where(eq(salons.id, user.salonId)))[0];
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    businessType: salon?.businessType ?? 'PARRUCCHIERE',
    digitalCashEnabled: salon?.digitalCashEnabled ?? false,
  };
}

/** Opens a session and answers the LoginResponse. */
export async function loginResponse(
  deps: Deps,
  user: UserRow,
  remember: boolean,
): Promise<Schemas['LoginResponse']> {
  const pair = await openSession(
    deps,
    { id: user.id, email: user.email, role: user.role, salonId: user.salonId },
    remember,
  );
  return { ...(await authUser(deps.db, user)), ...pair };
}

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** A new 6-digit code replaces the previous one and goes out through the e-mail adapter. */
export async function sendVerificationCode(deps: Deps, user: UserRow): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + deps.config.verificationCodeMinutes * 60_000);
  await deps.db
    .insert(emailVerificationCodes)
    .values({ userId: user.id, codeHash: hashCode(code), expiresAt, attempts: 0 })
    .onConflictDoUpdate({
      target: emailVerificationCodes.userId,
      set: { codeHash: hashCode(code), expiresAt, attempts: 0, createdAt: new Date() },
    });
  await deps.adapters.email.send({
    to: user.email,
    subject: `Agendina: il tuo codice di verifica è ${code}`,
    text: `Ciao ${user.name},\n\nil tuo codice di verifica Agendina è ${code}.\nScade tra ${deps.config.verificationCodeMinutes} minuti.\n\nSe non hai richiesto tu la registrazione, ignora questa email.`,
  });
}

const MAX_CODE_ATTEMPTS = 5;

/** True when the code is the pending one (5 attempts at most, then a new code is needed). */
export async function checkVerificationCode(
  db: Database,
  userId: number,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.userId, userId));
  if (!row || row.expiresAt < new Date() || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  if (row.codeHash !== hashCode(code)) {
    await db
      .update(emailVerificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(emailVerificationCodes.userId, userId));
    return false;
  }
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  return true;
}
