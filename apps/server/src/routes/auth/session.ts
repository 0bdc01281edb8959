import { verifyPassword } from '../../auth/passwords.ts';
import { logout, revokeAllSessions, rotateSession, sessionInfo } from '../../auth/sessions.ts';
import { limitPerAddress } from '../../auth/rate-limit.ts';
import { issueDeviceToken, readDeviceToken } from '../../auth/device-token.ts';
import { claimPasswordAttempt, passwordAccepted, passwordAttempt } from '../../auth/throttle.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import type { Handlers } from '../context.ts';
import {
  authUser,
  findUserByEmail,
  findUserById,
  loginResponse,
  normaliseEmail,
} from '../../services/accounts.ts';
import { changePassword } from '../../services/password-change.ts';

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
    const row = await findUserById(ctx.db, user.id);
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
    await changePassword(
      ctx,
      { userId: ctx.caller.userId, email: ctx.caller.email, ip: ctx.ip },
      currentPassword,
      newPassword,
    );
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
