import { eq } from 'drizzle-orm';
import { validateNewPassword } from '@agendina/scheduling';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { logout, revokeAllSessions, rotateSession, sessionInfo } from '../../auth/sessions.ts';
import { limitPerAddress } from '../../auth/rate-limit.ts';
import { issueDeviceToken, readDeviceToken } from '../../auth/device-token.ts';
import { claimPasswordAttempt, passwordAccepted, passwordAttempt } from '../../auth/throttle.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import type { Handlers } from '../context.ts';
import {
  authUser,
  findUserByEmail,
  loginResponse,
  normaliseEmail,
} from '../../services/accounts.ts';

export const sessionHandlers = {
  async login(ctx) {
    const email = normaliseEmail(ctx.body.email);
    const now = new Date();
    const secret = ctx.keys.get();
    const { deviceToken } = ctx.body;
    const device = await readDeviceToken(
      secret,
      deviceToken,
      email,
      now,
      ctx.config.deviceTokenDays,
    );
    const attempt = passwordAttempt(email, ctx.ip, device?.id ?? null);
    await claimPasswordAttempt(ctx.db, ctx.config, attempt);
    const user = await findUserByEmail(ctx.db, email);
    if (!(await verifyPassword(user?.passwordHash ?? null, ctx.body.password, ctx.config)) || !user)
      throw unauthorized('Email o password non corretti', 'INVALID_CREDENTIALS');
    await passwordAccepted(ctx.db, attempt);
    if (!user.active)
      throw new HttpError(403, 'Account disattivato. Contatta l’assistenza per riattivarlo.', {
        code: 'ACCOUNT_DEACTIVATED',
      });
    if (!user.emailVerified)
      throw new HttpError(403, 'Verifica la tua email prima di accedere', {
        code: 'EMAIL_NOT_VERIFIED',
      });
    return ctx.ok({
      ...(await loginResponse(ctx, user, ctx.body.rememberMe === true)),
      // The same device id again (its own count), with a fresh age.
      deviceToken: await issueDeviceToken(secret, email, now, device?.id),
    });
  },

  async refreshToken(ctx) {
    await limitPerAddress(ctx, 'refreshPerAddress', 'Troppe richieste di rinnovo della sessione.');
    const { pair, user } = await rotateSession(ctx, String(ctx.body));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw unauthorized('Refresh token has been invalidated', 'REFRESH_TOKEN_INVALID');
    const auth = await authUser(ctx.db, row);
    return ctx.ok({
      ...pair,
      id: auth.id,
      email: auth.email,
      role: auth.role,
      businessType: auth.businessType,
    });
  },

  async logout(ctx) {
    await logout(ctx.db, ctx.caller);
    return ctx.ok({ success: true, message: 'Logout effettuato' });
  },

  async logoutAllDevices(ctx) {
    await revokeAllSessions(ctx.db, ctx.caller.userId, 'LOGOUT_ALL');
    return ctx.ok({ success: true, message: 'Sei stato disconnesso da tutti i dispositivi' });
  },

  async changePassword(ctx) {
    const { currentPassword, newPassword } = ctx.body;
    // The requirements are a rule of SPEC.md §5 (422), not a shape of the request (400).
    const requirement = validateNewPassword(newPassword);
    if (requirement !== null)
      throw new HttpError(422, requirement, { code: 'PASSWORD_REQUIREMENTS' });
    // The current password is guessed like a login: the same counters (auth/throttle.ts).
    const attempt = passwordAttempt(ctx.caller.email, ctx.ip);
    await claimPasswordAttempt(ctx.db, ctx.config, attempt);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.caller.userId));
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword, ctx.config)))
      throw new HttpError(400, 'Password attuale non corretta', { code: 'WRONG_CURRENT_PASSWORD' });
    await passwordAccepted(ctx.db, attempt);
    if (currentPassword === newPassword)
      throw new HttpError(422, 'La nuova password deve essere diversa da quella attuale', {
        code: 'PASSWORD_REQUIREMENTS',
      });
    await ctx.db
      .update(users)
      .set({
        passwordHash: await hashPassword(newPassword, ctx.config),
        passwordChangedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(ctx.db, user.id, 'PASSWORD_CHANGED');
    return ctx.ok({ success: true, message: 'Password aggiornata. Accedi di nuovo.' });
  },

  async getSessionInfo(ctx) {
    const info = await sessionInfo(ctx.db, ctx.caller.userId);
    return ctx.ok({
      activeSessionCount: info.count,
      maxSessionsAllowed: ctx.config.maxSessions,
      oldestSessionTimestamp: info.oldest,
      newestSessionTimestamp: info.newest,
    });
  },
} satisfies Partial<Handlers>;
