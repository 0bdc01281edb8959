import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOf, dataOfCall } from '../client/data-of.ts';
import type { DeviceTokenStore } from '../session/device-tokens.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { components } from '@agendina/contract';
import type { LoginRequest, SignupRequest } from '@agendina/contract';

type Schemas = components['schemas'];

export const authKeys = {
  all: ['auth'] as const,
  sessionInfo: () => ['auth', 'session-info'] as const,
  signupToken: (token: string) => ['auth', 'signup-token', token] as const,
};

/** POST /auth/refresh-token: the body is the raw refresh token as text/plain (SPEC.md §7). */
export async function refreshTokens(client: ApiClient, refreshToken: string) {
  return dataOf(
    await client.POST('/auth/refresh-token', {
      body: refreshToken,
      bodySerializer: (token: string) => token,
      headers: { 'Content-Type': 'text/plain' },
    }),
  );
}

/**
 * POST /auth/login. With `devices`, the login carries this browser's device token of the account
 * (if it signed in here before) and keeps the one the server answers, so an attacker's failures
 * elsewhere never make this device wait (issue #32).
 */
export const loginMutation = (client: ApiClient, devices?: DeviceTokenStore) =>
  mutationOptions({
    mutationKey: ['auth', 'login'],
    mutationFn: (body: LoginRequest) => {
      const deviceToken = body.deviceToken ?? devices?.get(body.email);
      return dataOfCall(
        client.POST('/auth/login', { body: deviceToken ? { ...body, deviceToken } : body }),
      );
    },
    onSuccess: (data, body, _r, { client: queryClient }) => {
      if (data.deviceToken) devices?.set(body.email, data.deviceToken);
      // Nothing cached for a previous account may show to this one.
      queryClient.clear();
    },
  });

export const signupMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['auth', 'signup'],
    mutationFn: ({ body, token }: { body: SignupRequest; token?: string | undefined }) =>
      dataOfCall(client.POST('/auth/signup', { params: { query: token ? { token } : {} }, body })),
  });

export const verifyEmailMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: (body: Schemas['VerifyEmailRequest']) =>
      dataOfCall(client.POST('/auth/verify-email', { body })),
  });

export const resendVerificationEmailMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['auth', 'resend-verification-email'],
    mutationFn: (body: Schemas['ResendVerificationEmailRequest']) =>
      dataOfCall(client.POST('/auth/resend-verification-email', { body })),
  });

/** The refresh as a mutation (the auth middleware calls refreshTokens directly). */
export const refreshTokenMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['auth', 'refresh-token'],
    mutationFn: (refreshToken: string) => refreshTokens(client, refreshToken),
  });

export const logoutMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => dataOfCall(client.POST('/auth/logout')),
    // The session ends whatever the server says: the cache goes too.
    onSettled: (_d, _e, _v, _r, { client: queryClient }) => queryClient.clear(),
  });

export const logoutAllDevicesMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['auth', 'logout-all-devices'],
    mutationFn: () => dataOfCall(client.POST('/auth/logout-all-devices')),
    onSuccess: (_d, _v, _r, { client: queryClient }) => queryClient.clear(),
  });

/** Errors: describePasswordChangeError (400 wrong current password, 422 requirements). */
export const changePasswordMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['auth', 'change-password'],
    mutationFn: (body: Schemas['ChangePasswordRequest']) =>
      dataOfCall(client.POST('/auth/change-password', { body })),
    onSuccess: (_d, _v, _r, { client: queryClient }) => queryClient.clear(),
  });

export const sessionInfoQueryOptions = (client: ApiClient) =>
  endpointQuery(authKeys.sessionInfo(), (signal) => client.POST('/auth/session-info', { signal }));

/** The /signup route's check of its ?token= (an unknown token is simply not valid). */
export const signupTokenValidationQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    ...endpointQuery(authKeys.signupToken(token), (signal) =>
      client.POST('/auth/validate-signup-token', { params: { query: { token } }, signal }),
    ),
    staleTime: 0,
  });
