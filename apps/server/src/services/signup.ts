// A new salon's account (POST /signup): the invitation it may need, the salon with its trial,
// the owner and, when e-mails are verified, the code's e-mail, all in one transaction.
import { trialEnd } from '@agendina/scheduling';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { UNIQUE_VIOLATION, pgErrorCode } from '../db/errors.ts';
import { salons, signupTokens, subscriptions, users } from '../db/schema/index.ts';
import { owned } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { Invalid, conflict } from '../domain/errors.ts';
import { normaliseEmail, queueVerificationCode } from './accounts.ts';

type InviteRow = typeof signupTokens.$inferSelect;

/** Why an invitation cannot be used, in the words the signup page shows (null: usable). */
const INVITE_PROBLEMS = {
  UNKNOWN: 'Invito non valido',
  USED: 'Questo invito è già stato usato: chiedine uno nuovo all’assistenza.',
  EXPIRED: 'Questo invito è scaduto: chiedine uno nuovo all’assistenza.',
  OTHER_EMAIL: 'Questo invito è per un altro indirizzo e-mail: registrati con quello indicato.',
  MISSING: 'Per registrarti serve un invito: chiedilo all’assistenza.',
} as const;

const invalidInvite = (problem: keyof typeof INVITE_PROBLEMS) =>
  new Invalid(INVITE_PROBLEMS[problem], 'SIGNUP_TOKEN_INVALID');

/** The state of an invitation now: usable, used or expired. */
const inviteState = (row: InviteRow): 'VALID' | 'USED' | 'EXPIRED' =>
  row.usedAt !== null ? 'USED' : row.expiresAt <= new Date() ? 'EXPIRED' : 'VALID';

/** The invitation with this token, whatever its state (locked for the signup's transaction). */
async function inviteOf(db: Pick<Database, 'select'>, token: string, lock = false) {
  const query = db.select().from(signupTokens).where(eq(signupTokens.token, token));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** An invitation this e-mail may use: usable, and for this address when it names one. */
async function assertInviteFor(
  db: Pick<Database, 'select'>,
  token: string,
  email: string,
  lock: boolean,
) {
  const invite = await inviteOf(db, token, lock);
  if (!invite) throw invalidInvite('UNKNOWN');
  const state = inviteState(invite);
  if (state !== 'VALID') throw invalidInvite(state);
  if (invite.email !== null && normaliseEmail(invite.email) !== email)
    throw invalidInvite('OTHER_EMAIL');
}

/** What the signup page shows of an invitation's token. */
export async function inviteValidation(
  db: Database,
  token: string,
): Promise<Schemas['SignupTokenValidation']> {
  const row = await inviteOf(db, token);
  if (!row) return { valid: false, message: INVITE_PROBLEMS.UNKNOWN };
  const status = inviteState(row);
  return status === 'VALID'
    ? { valid: true, email: row.email, status }
    : { valid: false, status, message: INVITE_PROBLEMS[status] };
}

/** The new salon, its trial and its owner; the invitation `token`, when given, is used up. */
export async function createAccount(
  deps: { db: Database; config: AppConfig; provider: Schemas['PaymentProvider'] },
  body: Schemas['SignupRequest'],
  token: string | undefined,
) {
  const { db, config, provider } = deps;
  const email = normaliseEmail(body.email);
  if (config.signupRequiresInvite && !token) throw invalidInvite('MISSING');
  // The invitation first: a request without a usable one costs a query, not a password hash.
  if (token) await assertInviteFor(db, token, email, false);
  const passwordHash = await hashPassword(body.password, config);
  const user = await db
    .transaction(async (tx) => {
      // Again under a lock: two signups with one invitation, only one uses it.
      if (token) await assertInviteFor(tx, token, email, true);
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      if (existing)
        throw conflict('Esiste già un account con questa email', 'EMAIL_ALREADY_REGISTERED');
      const [salon] = await tx
        .insert(salons)
        .values({
          name: body.name.trim(),
          businessType: body.businessType ?? 'PARRUCCHIERE',
          phoneNumber: body.phoneNumber ?? null,
        })
        .returning();
      // The 14-day trial starts with the salon, in its transaction: never a salon without one.
      if (salon)
        await tx.insert(subscriptions).values(
          owned(salon.id, {
            status: 'TRIALING' as const,
            provider: provider,
            trialEndsAt: trialEnd(salon.createdAt),
          }),
        );
      const [row] = await tx
        .insert(users)
        .values({
          salonId: salon?.id ?? null,
          email,
          name: body.name.trim(),
          passwordHash,
          role: 'USER',
          emailVerified: !config.emailVerification,
        })
        .returning();
      if (token && row)
        await tx
          .update(signupTokens)
          .set({ usedAt: new Date(), usedByUserId: row.id })
          .where(eq(signupTokens.token, token));
      // The code's e-mail commits with the account, or neither does.
      if (row && config.emailVerification) await queueVerificationCode(tx, config, row);
      return row;
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === UNIQUE_VIOLATION)
        throw conflict('Esiste già un account con questa email', 'EMAIL_ALREADY_REGISTERED');
      throw error;
    });
  if (!user) throw new Error('signup: no user row');
  return user;
}

export async function markEmailVerified(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
