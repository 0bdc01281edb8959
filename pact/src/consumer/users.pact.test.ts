import { describe, expect, it } from 'vitest';
import {
  currentUserQueryOptions,
  deactivateCurrentUserMutation,
  updateCurrentUserMutation,
  updateOpeningHoursMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { boolean, email, integer, message, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';

const openingHours =
  '{"monday":[],"tuesday":[["09:00","13:00"],["14:30","19:00"]],"wednesday":[["09:00","19:00"]],"thursday":[["09:00","19:00"]],"friday":[["09:00","19:30"]],"saturday":[["08:30","18:00"]],"sunday":[]}';

/** What the app reads of the salon account: role, flags, business type, hours, name. */
const currentUser = {
  id: integer(12),
  email: email('info@salonebellavista.it'),
  name: string('Salone Bellavista'),
  role: oneOf(['ADMIN', 'USER'], 'USER'),
  businessType: oneOf(['PARRUCCHIERE', 'ESTETISTA', 'MASSAGGIATORE'], 'PARRUCCHIERE'),
  digitalCashEnabled: boolean(true),
  hasDigitalCashAccess: boolean(true),
  openingHours: string(openingHours),
};

describe('Users', () => {
  it('GET /users/me', () =>
    interaction({
      state: states.signedIn,
      description: 'a request for the signed-in salon account',
      method: 'GET',
      path: '/users/me',
      status: 200,
      response: currentUser,
      run: async (app) => {
        const user = await app.query(currentUserQueryOptions(app.client));
        expect(JSON.parse(user.openingHours ?? '{}')).toHaveProperty('tuesday');
        expect(user.hasDigitalCashAccess).toBe(true);
      },
    }));

  it('PATCH /users/me', () =>
    interaction({
      state: states.signedIn,
      description: 'an update of the salon profile',
      method: 'PATCH',
      path: '/users/me',
      body: { name: 'Salone Bellavista Due', phoneNumber: '+390212345678' },
      status: 200,
      response: { ...currentUser, name: string('Salone Bellavista Due') },
      run: async (app) => {
        const user = await app.mutate(updateCurrentUserMutation(app.client), {
          name: 'Salone Bellavista Due',
          phoneNumber: '+390212345678',
        });
        expect(user.name).toBe('Salone Bellavista Due');
      },
    }));

  it('PATCH /users/me/opening-hours', () =>
    interaction({
      state: states.signedIn,
      description: 'an update of the opening hours',
      method: 'PATCH',
      path: '/users/me/opening-hours',
      body: { openingHours },
      status: 200,
      response: currentUser,
      run: async (app) => {
        const user = await app.mutate(updateOpeningHoursMutation(app.client), openingHours);
        expect(user.openingHours).toBe(openingHours);
      },
    }));

  it('DELETE /users/me', () =>
    interaction({
      state: states.signedIn,
      description: 'a deactivation of the account',
      method: 'DELETE',
      path: '/users/me',
      status: 200,
      response: message('Account disattivato'),
      run: async (app) => {
        expect(
          (await app.mutate(deactivateCurrentUserMutation(app.client), undefined)).success,
        ).toBe(true);
      },
    }));
});
