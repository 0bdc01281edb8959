// /salone's «Prenotazioni online» (issue #34): the salon's settings of its booking page.
import { describe, expect, it } from 'vitest';
import {
  onlineBookingSettingsQueryOptions,
  updateOnlineBookingSettingsMutation,
  type components,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { boolean, integer, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';

const settings: components['schemas']['OnlineBookingSettingsInput'] = {
  enabled: true,
  slug: 'salone-bellavista',
  serviceIds: [5],
  operatorIds: [3],
  minNoticeHours: 2,
  horizonDays: 30,
  slotStepMinutes: 15,
  cutoffHours: 24,
  confirmationMode: 'INSTANT',
  policyText: 'Puoi annullare gratis fino a 24 ore prima.',
  embedDomains: ['https://www.salonebellavista.it'],
};

describe('Online booking settings', () => {
  it('GET /salon/online-booking', () =>
    interaction({
      state: states.signedIn,
      description: 'a request for the online booking settings before the first save',
      method: 'GET',
      path: '/salon/online-booking',
      status: 200,
      response: {
        enabled: boolean(false),
        slug: string('salone-bellavista'),
        serviceIds: [],
        operatorIds: [],
        minNoticeHours: integer(2),
        horizonDays: integer(30),
        slotStepMinutes: 15,
        cutoffHours: integer(24),
        confirmationMode: 'INSTANT',
        policyText: string(''),
        embedDomains: [],
        suggestedSlug: string('salone-bellavista'),
        // Issue #35: off until the salon asks them.
        deposits: {
          rules: [],
          audience: oneOf(['ALL', 'NEW_CLIENTS', 'NO_SHOWS'], 'ALL'),
          minNoShows: integer(1),
          keepPercent: integer(100),
        },
        waitlist: { enabled: boolean(false), claimMinutes: integer(30) },
      },
      run: async (app) => {
        const read = await app.query(onlineBookingSettingsQueryOptions(app.client));
        expect(read).toMatchObject({ enabled: false, suggestedSlug: 'salone-bellavista' });
      },
    }));

  it('PUT /salon/online-booking', () =>
    interaction({
      state: states.signedIn,
      description: 'the booking page turned on with a cut and Sara',
      method: 'PUT',
      path: '/salon/online-booking',
      body: settings,
      status: 200,
      response: { ...settings, suggestedSlug: string('salone-bellavista') },
      run: async (app) => {
        const saved = await app.mutate(updateOnlineBookingSettingsMutation(app.client), settings);
        expect(saved).toMatchObject({ enabled: true, serviceIds: [5] });
      },
    }));

  // Issue #35: 10,00 € on a cut for clients who missed a visit, half kept after the cutoff, and
  // the waitlist's links valid 45 minutes.
  const withDeposits: components['schemas']['OnlineBookingSettingsInput'] = {
    ...settings,
    deposits: {
      rules: [{ serviceId: 5, kind: 'FIXED', amount: 1000 }],
      audience: 'NO_SHOWS',
      minNoShows: 1,
      keepPercent: 50,
    },
    waitlist: { enabled: true, claimMinutes: 45 },
  };

  it('PUT /salon/online-booking with deposits and the waitlist', () =>
    interaction({
      state: states.signedIn,
      description: 'the booking page asking 10,00 euro for a cut, with its waitlist on',
      method: 'PUT',
      path: '/salon/online-booking',
      body: withDeposits,
      status: 200,
      response: {
        ...settings,
        suggestedSlug: string('salone-bellavista'),
        deposits: withDeposits.deposits,
        waitlist: withDeposits.waitlist,
      },
      run: async (app) => {
        const saved = await app.mutate(
          updateOnlineBookingSettingsMutation(app.client),
          withDeposits,
        );
        expect(saved).toMatchObject({
          deposits: { rules: [{ serviceId: 5, kind: 'FIXED', amount: 1000 }], keepPercent: 50 },
          waitlist: { enabled: true, claimMinutes: 45 },
        });
      },
    }));
});
