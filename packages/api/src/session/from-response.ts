import type { LoginResponse, TokenRefreshResponse } from '@agendina/contract';
import type { NewSession, StoredUser } from './store.ts';

/** The user record kept in storage: the account fields, never the tokens (the device's included). */
export function storedUserOf(response: Partial<LoginResponse> | TokenRefreshResponse): StoredUser {
  const {
    token: _token,
    refreshToken: _refresh,
    deviceToken: _device,
    ...user
  } = response as Partial<LoginResponse>;
  return user;
}

/** What a login, a signed-in signup or an e-mail verification stores (SPEC.md §4). */
export const sessionOf = (response: LoginResponse | TokenRefreshResponse): NewSession => ({
  token: response.token,
  refreshToken: response.refreshToken,
  user: storedUserOf(response),
});
