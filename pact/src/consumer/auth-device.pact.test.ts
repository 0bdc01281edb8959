// Issue #32: a login carrying this browser's device token of the account (decision 0044).
import { describe, expect, it } from 'vitest';
import { createDeviceTokenStore, loginMutation } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { DEVICE_TOKEN, credentials, loginResponse, memoryStorage } from './login-shapes.ts';
import { interaction } from './support.ts';

describe('Auth (device tokens)', () => {
  it('POST /auth/login (from a device that signed in before)', () =>
    interaction({
      state: states.ownerAccount,
      description: 'a login carrying the device token of an earlier login on this browser',
      method: 'POST',
      path: '/auth/login',
      auth: false,
      body: { ...credentials, deviceToken: DEVICE_TOKEN },
      status: 200,
      response: loginResponse,
      run: async (app) => {
        const devices = createDeviceTokenStore({ storage: memoryStorage() });
        devices.set(credentials.email, DEVICE_TOKEN);
        const response = await app.mutate(loginMutation(app.client, devices), credentials);
        expect(response.email).toBe(credentials.email);
      },
    }));
});
