import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { emailVerificationCodes, salons, users } from '../db/schema/index.ts';
import { Forbidden } from '../domain/errors.ts';
import type { Deps } from '../deps.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { openSession } from '../auth/sessions.ts';
import type { Tx } from '../db/transaction.ts';
import { EMAIL_JOB, enqueueEmail } from './jobs/email.ts';

export type UserRow = typeof users.$inferSelect;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

/** The user of this id, if any. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
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

/** Opens a session and answers the LoginResponse; 403 SALON_DEACTIVATED for a deactivated salon. */
export async function loginResponse(
  deps: Deps,
  user: UserRow,
  remember: boolean,
): Promise<Schemas['LoginResponse']> {
  if (user.salonId !== null) {
    const [salon] = await deps.db
      .select({ active: salons.active })
      .from(salons)
      .where(eq(salons.id, user.salonId));
    if (salon && !salon.active)
      throw new Forbidden(
        'Salone disattivato. Contatta l’assistenza per riattivarlo.',
        'SALON_DEACTIVATED',
      );
  }
  const pair = await openSession(
    deps,
    { id: user.id, email: user.email, role: user.role, salonId: user.salonId },
    remember,
  );
  return { ...(await authUser(deps.db, user)), ...pair };
}

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * A new 6-digit code replaces the previous one, and its e-mail is queued in the same transaction
 * (the caller's, e.g. the signup's: no code row without its e-mail, no e-mail without the row).
 * Each code has its own 5 attempts (issue #32: counting them across resends let anyone who knew
 * an unverified address hold its verification back for 15 minutes with 5 wrong guesses); the
 * resend limits (3 per 15 minutes and 10 a day per e-mail) bound the guesses an attacker gets.
 */
export async function queueVerificationCode(
  tx: Tx,
  config: Deps['config'],
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'salonId'>,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.verificationCodeMinutes * 60_000);
  const row = { codeHash: hashCode(code), expiresAt, attempts: 0, createdAt: now };
  await tx
    .insert(emailVerificationCodes)
    .values({ userId: user.id, ...row })
    .onConflictDoUpdate({ target: emailVerificationCodes.userId, set: row });
  await enqueueEmail(tx, {
    to: user.email,
    subject: `Agendina: il tuo codice di verifica è ${code}`,
    text: `Ciao ${user.name},\n\nil tuo codice di verifica Agendina è ${code}.\nScade tra ${config.verificationCodeMinutes} minuti.\n\nSe non hai richiesto tu la registrazione, ignora questa email.`,
    salonId: user.salonId,
  });
}

/** A new code in a transaction of its own (a resend), sent by the worker right after it commits. */
export async function sendVerificationCode(
  deps: Pick<Deps, 'db' | 'config' | 'jobs'>,
  user: UserRow,
): Promise<void> {
  await deps.db.transaction((tx) => queueVerificationCode(tx, deps.config, user));
  deps.jobs.nudge(EMAIL_JOB);
}

const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck =
  | { status: 'ok' }
  | { status: 'invalid' }
  /** 5 wrong attempts at this code: a new one is needed; this one expires in retryAfter seconds. */
  | { status: 'exhausted'; retryAfter: number };

/**
 * Whether the code is the pending one. An attempt is claimed (one UPDATE ... RETURNING) before
 * the code is compared, so parallel guesses get 5 comparisons per code at most.
 */
export async function checkVerificationCode(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
  code: string,
): Promise<CodeCheck> {
  const { db } = deps;
  const now = new Date();
  const [claimed] = await db
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(
      and(
        eq(emailVerificationCodes.userId, userId),
        gt(emailVerificationCodes.expiresAt, now),
        lt(emailVerificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ codeHash: emailVerificationCodes.codeHash });
  if (!claimed) {
    const [row] = await db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, userId));
    // Not claimed: expired or never sent (invalid), or 5 wrong attempts at this code (exhausted).
    if (!row || row.expiresAt <= now) return { status: 'invalid' };
    return {
      status: 'exhausted',
      retryAfter: Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)),
    };
  }
  if (claimed.codeHash !== hashCode(code)) return { status: 'invalid' };
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  return { status: 'ok' };
}
