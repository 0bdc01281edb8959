import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { salons, signupTokens, users } from '../../db/schema/index.ts';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { HttpError, conflict } from '../../http/errors.ts';
import type { Handlers } from '../../http/types.ts';
import {
  checkVerificationCode,
  findUserByEmail,
  loginResponse,
  normaliseEmail,
  sendVerificationCode,
} from '../../services/accounts.ts';

const INVALID_INVITE = () =>
  new HttpError(400, 'Invito non valido o scaduto', { code: 'SIGNUP_TOKEN_INVALID' });

export const newSignupToken = (): string => randomBytes(18).toString('base64url');

export const signupHandlers = {
  async validateSignupToken(ctx) {
    const [row] = await ctx.db
      .select()
      .from(signupTokens)
      .where(
        and(
          eq(signupTokens.token, ctx.query.token),
          isNull(signupTokens.usedAt),
          gt(signupTokens.expiresAt, new Date()),
        ),
      );
    return ctx.ok(row ? { valid: true, email: row.email } : { valid: false });
  },

  async signup(ctx) {
    const email = normaliseEmail(ctx.body.email);
    const token = ctx.query.token;
    if (ctx.config.signupRequiresInvite && !token) throw INVALID_INVITE();
    const passwordHash = await hashPassword(ctx.body.password, ctx.config);
    const user = await ctx.db
      .transaction(async (tx) => {
        if (token) {
          const [invite] = await tx
            .select()
            .from(signupTokens)
            .where(
              and(
                eq(signupTokens.token, token),
                isNull(signupTokens.usedAt),
                gt(signupTokens.expiresAt, new Date()),
              ),
            )
            .for('update');
          if (!invite || (invite.email !== null && normaliseEmail(invite.email) !== email))
            throw INVALID_INVITE();
        }
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
    await sendVerificationCode(ctx, user);
    return ctx.created({
      emailVerificationRequired: true,
      userEmail: user.email,
      userId: user.id,
      message: 'Ti abbiamo inviato un codice di verifica via email',
    });
  },

  async verifyEmail(ctx) {
    const user = await findUserByEmail(ctx.db, ctx.body.email);
    const invalid = new HttpError(400, 'Codice non valido o scaduto', { code: 'OTP_INVALID' });
    if (
      !user ||
      user.emailVerified ||
      !(await checkVerificationCode(ctx.db, user.id, ctx.body.otpCode))
    )
      throw invalid;
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    return ctx.ok(await loginResponse(ctx, { ...user, emailVerified: true }, false));
  },

  async resendVerificationEmail(ctx) {
    const user = await findUserByEmail(ctx.db, ctx.body.email);
    if (user && !user.emailVerified && user.active) await sendVerificationCode(ctx, user);
    return ctx.ok({
      success: true,
      message: "Se l'indirizzo è registrato riceverai un nuovo codice",
    });
  },
} satisfies Partial<Handlers>;
