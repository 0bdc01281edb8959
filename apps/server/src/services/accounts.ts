import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { emailVerificationCodes, salons, users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Deps, Schemas } from '../http/types.ts';
import { openSession } from '../auth/sessions.ts';
import type { Tx } from './cash/jobs.ts';
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
      throw new HttpError(403, 'Salone disattivato. Contatta l’assistenza per riattivarlo.', {
        code: 'SALON_DEACTIVATED',
      });
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
 * The wrong attempts stay counted across resends until verificationCodeMinutes after the first
 * code of the window (createdAt): a resend must not buy 5 more guesses.
 */
export async function queueVerificationCode(
  tx: Tx,
  config: Deps['config'],
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'salonId'>,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  const window = config.verificationCodeMinutes * 60_000;
  const expiresAt = new Date(now.getTime() + window);
  const windowOver = sql`${emailVerificationCodes.createdAt} <= ${new Date(now.getTime() - window)}`;
  await tx
    .insert(emailVerificationCodes)
    .values({ userId: user.id, codeHash: hashCode(code), expiresAt, attempts: 0, createdAt: now })
    .onConflictDoUpdate({
      target: emailVerificationCodes.userId,
      set: {
        codeHash: hashCode(code),
        expiresAt,
        attempts: sql`case when ${windowOver} then 0 else ${emailVerificationCodes.attempts} end`,
        createdAt: sql`case when ${windowOver} then ${now} else ${emailVerificationCodes.createdAt} end`,
      },
    });
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
  /** 5 wrong codes in the window: a new code after retryAfter seconds. */
  | { status: 'exhausted'; retryAfter: number };

/**
 * Whether the code is the pending one. An attempt is claimed (one UPDATE ... RETURNING) before
 * the code is compared, so parallel guesses get 5 comparisons at most; once the window since the
 * first code (createdAt) is over, the count starts again.
 */
export async function checkVerificationCode(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
  code: string,
): Promise<CodeCheck> {
  const { db } = deps;
  const now = new Date();
  const window = deps.config.verificationCodeMinutes * 60_000;
  const windowOver = sql`${emailVerificationCodes.createdAt} <= ${new Date(now.getTime() - window)}`;
  const [claimed] = await db
    .update(emailVerificationCodes)
    .set({
      attempts: sql`case when ${windowOver} then 1 else ${emailVerificationCodes.attempts} + 1 end`,
      createdAt: sql`case when ${windowOver} then ${now} else ${emailVerificationCodes.createdAt} end`,
    })
    .where(
      and(
        eq(emailVerificationCodes.userId, userId),
        gt(emailVerificationCodes.expiresAt, now),
        or(lt(emailVerificationCodes.attempts, MAX_CODE_ATTEMPTS), windowOver),
      ),
    )
    .returning({ codeHash: emailVerificationCodes.codeHash });
  if (!claimed) {
    const [row] = await db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, userId));
    // Not claimed yet there: expired (invalid), or 5 wrong codes within the window (exhausted).
    if (!row || row.expiresAt <= now || row.attempts < MAX_CODE_ATTEMPTS)
      return { status: 'invalid' };
    const windowEnd = row.createdAt.getTime() + window;
    return {
      status: 'exhausted',
      retryAfter: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
    };
  }
  if (claimed.codeHash !== hashCode(code)) return { status: 'invalid' };
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  return { status: 'ok' };
}
