// The login's request and answers, shared by the auth interactions (auth.pact.test.ts) and the
// device-token one (auth-device.pact.test.ts).
import { boolean, email, integer, jwt, oneOf, string } from './fixtures.ts';
import { ownerRefreshToken, ownerToken } from './support.ts';

/**
 * A device token as the server signs them. The provider does not know its signature, so there
 * it counts as an unknown device's login: the answer is the same 200 (decision 0044).
 */
export const DEVICE_TOKEN =
  'd1.eyJhIjoiaW5mb0BzYWxvbmViZWxsYXZpc3RhLml0IiwiZCI6InBhY3QtZGV2aWNlIiwidCI6MH0.c2lnbmF0dXJh';
/** What a signed-in answer holds: a login's, and an e-mail verification's (no device token). */
export const sessionResponse = {
  token: jwt(ownerToken),
  refreshToken: jwt(ownerRefreshToken),
  id: integer(12),
  email: email('info@salonebellavista.it'),
  name: string('Salone Bellavista'),
  role: oneOf(['ADMIN', 'USER'], 'USER'),
  businessType: oneOf(['PARRUCCHIERE', 'ESTETISTA', 'MASSAGGIATORE'], 'PARRUCCHIERE'),
  digitalCashEnabled: boolean(false),
};
export const loginResponse = { ...sessionResponse, deviceToken: string(DEVICE_TOKEN) };
export const credentials = {
  email: 'info@salonebellavista.it',
  password: 'Forbici2026!',
  rememberMe: true,
};

/** An in-memory Web Storage for this browser's device tokens. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
