import { limit, limitPerAddress, windowRule } from '../../auth/rate-limit.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers } from '../context.ts';
import {
  checkVerificationCode,
  findUserByEmail,
  loginResponse,
  normaliseEmail,
  sendVerificationCode,
} from '../../services/accounts.ts';
import { EMAIL_JOB } from '../../services/jobs/email.ts';
import { createAccount, inviteValidation, markEmailVerified } from '../../services/signup.ts';

export const signupHandlers = {
  async validateSignupToken(ctx) {
    await limitPerAddress(
      ctx,
      'signupTokenPerAddress',
      'Troppe verifiche di inviti da questo indirizzo.',
    );
    return ctx.ok(await inviteValidation(ctx.db, ctx.query.token));
  },

  async signup(ctx) {
    await limitPerAddress(ctx, 'signupPerAddress', 'Troppe registrazioni da questo indirizzo.');
    const user = await createAccount(
      { db: ctx.db, config: ctx.config, provider: ctx.adapters.payments.provider },
      ctx.body,
      ctx.query.token,
    );
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
    await markEmailVerified(ctx.db, user.id);
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
