import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { limit, limitPerAddress, windowRule } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/database.ts';
import { salons, signupTokens, subscriptions, users } from '../../db/schema/index.ts';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { owned } from '../../db/tenant.ts';
import { conflict } from '../../domain/errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers } from '../context.ts';
import {
  checkVerificationCode,
  findUserByEmail,
  loginResponse,
  normaliseEmail,
  queueVerificationCode,
  sendVerificationCode,
} from '../../services/accounts.ts';
import { EMAIL_JOB } from '../../services/jobs/email.ts';
import { trialEnd } from '@agendina/scheduling';

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
  new HttpError(400, INVITE_PROBLEMS[problem], { code: 'SIGNUP_TOKEN_INVALID' });

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

export const signupHandlers = {
  async validateSignupToken(ctx) {
    await limitPerAddress(
      ctx,
      'signupTokenPerAddress',
      'Troppe verifiche di inviti da questo indirizzo.',
    );
    const row = await inviteOf(ctx.db, ctx.query.token);
    if (!row) return ctx.ok({ valid: false, message: INVITE_PROBLEMS.UNKNOWN });
    const status = inviteState(row);
    return ctx.ok(
      status === 'VALID'
        ? { valid: true, email: row.email, status }
        : { valid: false, status, message: INVITE_PROBLEMS[status] },
    );
  },

  async signup(ctx) {
    await limitPerAddress(ctx, 'signupPerAddress', 'Troppe registrazioni da questo indirizzo.');
    const email = normaliseEmail(ctx.body.email);
    const token = ctx.query.token;
    if (ctx.config.signupRequiresInvite && !token) throw invalidInvite('MISSING');
    // The invitation first: a request without a usable one costs a query, not a password hash.
    if (token) await assertInviteFor(ctx.db, token, email, false);
    const passwordHash = await hashPassword(ctx.body.password, ctx.config);
    const user = await ctx.db
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
            name: ctx.body.name.trim(),
            businessType: ctx.body.businessType ?? 'PARRUCCHIERE',
            phoneNumber: ctx.body.phoneNumber ?? null,
          })
          .returning();
        // The 14-day trial starts with the salon, in its transaction: never a salon without one.
        if (salon)
          await tx.insert(subscriptions).values(
            owned(salon.id, {
              status: 'TRIALING' as const,
              provider: ctx.adapters.payments.provider,
              trialEndsAt: trialEnd(salon.createdAt),
            }),
          );
        const [row] = await tx
          .insert(users)
          .values({
            salonId: salon?.id ?? null,
            email,
            name: ctx.body.name.trim(),
            passwordHash,
            role: 'USER',
            emailVerified: !ctx.config.emailVerification,
          })
          .returning();
        if (token && row)
          await tx
            .update(signupTokens)
            .set({ usedAt: new Date(), usedByUserId: row.id })
            .where(eq(signupTokens.token, token));
        // The code's e-mail commits with the account, or neither does.
        if (row && ctx.config.emailVerification) await queueVerificationCode(tx, ctx.config, row);
        return row;
      })
      .catch((error: unknown) => {
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw conflict('Esiste già un account con questa email', 'EMAIL_ALREADY_REGISTERED');
        throw error;
      });
    if (!user) throw new Error('signup: no user row');
    if (!ctx.config.emailVerification)
      return ctx.created({
        ...(await loginResponse(ctx, user, false)),
        emailVerificationRequired: false,
      });
    ctx.jobs.nudge(EMAIL_JOB);
    return ctx.created({
      emailVerificationRequired: true,
      userEmail: user.email,
      userId: user.id,
      message: 'Ti abbiamo inviato un codice di verifica via email',
    });
  },

  async verifyEmail(ctx) {
    await limitPerAddress(
      ctx,
      'verifyEmailPerAddress',
      'Troppi tentativi di verifica da questo indirizzo.',
    );
    const user = await findUserByEmail(ctx.db, ctx.body.email);
    const invalid = new HttpError(400, 'Codice non valido o scaduto', { code: 'OTP_INVALID' });
    if (!user || user.emailVerified) throw invalid;
    const check = await checkVerificationCode(ctx, user.id, ctx.body.otpCode);
    if (check.status === 'exhausted')
      // Retry-After: when this code expires; a new code («Invia di nuovo») works at once.
      throw new HttpError(
        429,
        'Troppi tentativi con questo codice: chiedi un nuovo codice e riprova.',
        { code: 'OTP_ATTEMPTS_EXHAUSTED', headers: { 'Retry-After': String(check.retryAfter) } },
      );
    if (check.status !== 'ok') throw invalid;
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    return ctx.ok(await loginResponse(ctx, { ...user, emailVerified: true }, false));
  },

  async resendVerificationEmail(ctx) {
    const email = normaliseEmail(ctx.body.email);
    // Per e-mail whether or not it is registered, so that the 429 reveals no account.
    await limit(
      ctx.db,
      [
        windowRule(`resend:account:${email}`, ctx.config.rateLimits.resendPerAccount),
        // Each code has its own 5 attempts: the daily cap bounds the guesses (10 codes, 50 a day).
        windowRule(`resend:account-day:${email}`, ctx.config.rateLimits.resendPerAccountPerDay),
        windowRule(`resend:address:${ctx.ip}`, ctx.config.rateLimits.resendPerAddress),
      ],
      'Troppe richieste di un nuovo codice.',
    );
    const user = await findUserByEmail(ctx.db, email);
    if (user && !user.emailVerified && user.active) await sendVerificationCode(ctx, user);
    return ctx.ok({
      success: true,
      message: "Se l'indirizzo è registrato riceverai un nuovo codice",
    });
  },
} satisfies Partial<Handlers>;
