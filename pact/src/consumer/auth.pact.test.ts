import { describe, expect, it } from 'vitest';
import {
  ApiError,
  changePasswordMutation,
  createDeviceTokenStore,
  describePasswordChangeError,
  loginMutation,
  logoutAllDevicesMutation,
  logoutMutation,
  refreshTokens,
  resendVerificationEmailMutation,
  sessionInfoQueryOptions,
  sessionOf,
  signupMutation,
  signupTokenValidationQueryOptions,
  verifyEmailMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { email, errorBody, integer, jwt, message, oneOf } from './fixtures.ts';
import {
  DEVICE_TOKEN,
  credentials,
  loginResponse,
  memoryStorage,
  sessionResponse,
} from './login-shapes.ts';
import { interaction, ownerRefreshToken, ownerToken } from './support.ts';

const signup = {
  email: 'nuovo@salone.it',
  password: 'Pettine#2027',
  name: 'Salone Nuovo',
  businessType: 'ESTETISTA',
  termsAccepted: true,
} as const;
const verification = { email: 'nuovo@salone.it', otpCode: '482913' };
const passwordChange = { currentPassword: 'Forbici2026!', newPassword: 'Pettine#2027' };
const wrongPasswordChange = { currentPassword: 'sbagliata', newPassword: 'Pettine#2027' };
/** The refresh request, the same in the answered and in the refused interaction. */
const refreshRequest = {
  state: states.signedIn,
  method: 'POST',
  path: '/auth/refresh-token',
  auth: false,
  textBody: ownerRefreshToken,
} as const;

describe('Auth', () => {
  it('POST /auth/login', () =>
    interaction({
      state: states.ownerAccount,
      description: 'a login with the right password',
      method: 'POST',
      path: '/auth/login',
      auth: false,
      body: credentials,
      status: 200,
      response: loginResponse,
      run: async (app) => {
        const devices = createDeviceTokenStore({ storage: memoryStorage() });
        const response = await app.mutate(loginMutation(app.client, devices), credentials);
        app.store.saveSession(sessionOf(response));
        expect(app.store.isAuthenticated()).toBe(true);
        expect(app.store.role()).toBe('USER');
        // The device token is kept for the next login of this account, not in the session.
        expect(devices.get(credentials.email)).toBe(DEVICE_TOKEN);
        expect(app.store.getUser()).not.toHaveProperty('deviceToken');
      },
    }));

  it('POST /auth/login (wrong password)', () =>
    interaction({
      state: states.ownerAccount,
      description: 'a login with a wrong password',
      method: 'POST',
      path: '/auth/login',
      auth: false,
      body: { ...credentials, password: 'sbagliata' },
      status: 401,
      response: errorBody('Email o password non corretti'),
      run: async (app) => {
        const failure = app.mutate(loginMutation(app.client), {
          ...credentials,
          password: 'sbagliata',
        });
        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ status: 401 });
      },
    }));

  it('POST /auth/signup', () =>
    interaction({
      state: states.invitation,
      description: 'a signup with an invitation when e-mail verification is on',
      method: 'POST',
      path: '/auth/signup',
      query: { token: 'INVITO2026BELLAVISTA' },
      auth: false,
      body: signup,
      status: 201,
      response: {
        emailVerificationRequired: true,
        userEmail: email('nuovo@salone.it'),
        userId: integer(13),
      },
      run: async (app) => {
        const result = await app.mutate(signupMutation(app.client), {
          token: 'INVITO2026BELLAVISTA',
          body: signup,
        });
        expect(result.emailVerificationRequired).toBe(true);
        if (result.emailVerificationRequired)
          app.store.setPendingVerification(result.userEmail, result.userId);
        expect(app.store.getPendingVerification().email).toBe('nuovo@salone.it');
      },
    }));

  it('POST /auth/verify-email', () =>
    interaction({
      state: states.pendingVerification,
      description: 'an e-mail verification with the right code',
      method: 'POST',
      path: '/auth/verify-email',
      auth: false,
      body: verification,
      status: 200,
      response: { ...sessionResponse, id: integer(13), email: email('nuovo@salone.it') },
      run: async (app) => {
        const response = await app.mutate(verifyEmailMutation(app.client), verification);
        expect(response.token).toBe(ownerToken);
      },
    }));

  it('POST /auth/resend-verification-email', () =>
    interaction({
      state: states.pendingVerification,
      description: 'a request for a new verification code',
      method: 'POST',
      path: '/auth/resend-verification-email',
      auth: false,
      body: { email: 'nuovo@salone.it' },
      status: 200,
      response: message('Se l’indirizzo è registrato riceverai un nuovo codice'),
      run: async (app) => {
        const response = await app.mutate(resendVerificationEmailMutation(app.client), {
          email: 'nuovo@salone.it',
        });
        expect(response.success).toBe(true);
      },
    }));

  it('POST /auth/refresh-token', () =>
    interaction({
      ...refreshRequest,
      description: 'a token refresh with the raw refresh token as text/plain',
      status: 200,
      response: {
        token: jwt(ownerToken),
        refreshToken: jwt(ownerRefreshToken),
        id: integer(12),
        email: email('info@salonebellavista.it'),
        role: oneOf(['ADMIN', 'USER'], 'USER'),
        businessType: oneOf(['PARRUCCHIERE', 'ESTETISTA', 'MASSAGGIATORE'], 'PARRUCCHIERE'),
      },
      run: async (app) => {
        const response = await refreshTokens(app.client, ownerRefreshToken);
        expect(response.refreshToken).toBe(ownerRefreshToken);
      },
    }));

  it('POST /auth/refresh-token (invalidated)', () =>
    interaction({
      ...refreshRequest,
      description: 'a token refresh with a spent refresh token',
      status: 401,
      response: errorBody('Refresh token has been invalidated'),
      run: async (app) => {
        await expect(refreshTokens(app.client, ownerRefreshToken)).rejects.toMatchObject({
          status: 401,
          body: { message: 'Refresh token has been invalidated' },
        });
      },
    }));

  it('POST /auth/logout', () =>
    interaction({
      state: states.signedIn,
      description: 'a logout',
      method: 'POST',
      path: '/auth/logout',
      status: 200,
      response: message('Logout effettuato'),
      run: async (app) => {
        await app.mutate(logoutMutation(app.client), undefined);
      },
    }));

  it('POST /auth/logout-all-devices', () =>
    interaction({
      state: states.signedIn,
      description: 'a logout from every device',
      method: 'POST',
      path: '/auth/logout-all-devices',
      status: 200,
      response: message('Sei stato disconnesso da tutti i dispositivi'),
      run: async (app) => {
        expect((await app.mutate(logoutAllDevicesMutation(app.client), undefined)).success).toBe(
          true,
        );
      },
    }));

  it('POST /auth/change-password', () =>
    interaction({
      state: states.signedIn,
      description: 'a password change with the right current password',
      method: 'POST',
      path: '/auth/change-password',
      body: passwordChange,
      status: 200,
      response: message('Password aggiornata. Accedi di nuovo.'),
      run: async (app) => {
        const changed = await app.mutate(changePasswordMutation(app.client), passwordChange);
        expect(changed.success).toBe(true);
      },
    }));

  it('POST /auth/change-password (wrong current password)', () =>
    interaction({
      state: states.signedIn,
      description: 'a password change with a wrong current password',
      method: 'POST',
      path: '/auth/change-password',
      body: wrongPasswordChange,
      status: 400,
      response: errorBody('Password attuale non corretta'),
      run: async (app) => {
        const error = await app
          .mutate(changePasswordMutation(app.client), wrongPasswordChange)
          .catch((e: unknown) => e);
        expect(describePasswordChangeError(error)).toBe('Password attuale non corretta');
      },
    }));

  it('POST /auth/session-info', () =>
    interaction({
      state: states.signedIn,
      description: 'a request for the active sessions',
      method: 'POST',
      path: '/auth/session-info',
      status: 200,
      response: {
        activeSessionCount: integer(1),
        maxSessionsAllowed: integer(3),
        oldestSessionTimestamp: integer(1_773_050_400),
        newestSessionTimestamp: integer(1_773_050_400),
      },
      run: async (app) => {
        const info = await app.query(sessionInfoQueryOptions(app.client));
        expect(info.activeSessionCount).toBeLessThanOrEqual(info.maxSessionsAllowed);
      },
    }));

  it('POST /auth/validate-signup-token', () =>
    interaction({
      state: states.invitation,
      description: 'a check of a valid invitation token',
      method: 'POST',
      path: '/auth/validate-signup-token',
      query: { token: 'INVITO2026BELLAVISTA' },
      auth: false,
      status: 200,
      response: { valid: true },
      run: async (app) => {
        expect(
          (await app.query(signupTokenValidationQueryOptions(app.client, 'INVITO2026BELLAVISTA')))
            .valid,
        ).toBe(true);
      },
    }));
});
