// /salone's WhatsApp section (issue #19), through the real factories: the salon's settings and
// their save. The secrets are sent, never received.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { updateWhatsAppSettingsMutation, whatsAppSettingsQueryOptions } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { oneOf } from './fixtures.ts';
import { interaction } from './support.ts';

const { boolean, regex, string } = MatchersV3;

const settings = (overrides: Record<string, unknown> = {}) => ({
  provider: oneOf(['SANDBOX', 'CLOUD_API'], 'SANDBOX'),
  phoneNumberId: null,
  businessAccountId: null,
  accessTokenSet: boolean(false),
  appSecretSet: boolean(false),
  verifyToken: regex('^wa_vt_[0-9a-f]{32}$', 'wa_vt_6f1c0b9e2d8a4c7f93b1e5d2a0c4f8b7'),
  webhookUrl: regex('^https?://.+/webhooks/whatsapp$', 'http://localhost:8080/webhooks/whatsapp'),
  reminderTemplate: string('promemoria_appuntamento'),
  reminderLanguage: string('it'),
  configured: boolean(true),
  ...overrides,
});

const cloud = {
  provider: 'CLOUD_API',
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: 'EAAG-token-di-prova',
  appSecret: 'segreto-app',
  reminderTemplate: 'promemoria_appuntamento',
  reminderLanguage: 'it',
} as const;

describe('WhatsApp settings (/salone)', () => {
  it('GET /salon/whatsapp', () =>
    interaction({
      state: states.signedIn,
      description: "a request for the salon's WhatsApp settings",
      method: 'GET',
      path: '/salon/whatsapp',
      status: 200,
      response: settings(),
      run: async (app) => {
        const read = await app.query(whatsAppSettingsQueryOptions(app.client));
        expect(read.provider).toBe('SANDBOX');
        expect(read.verifyToken).toMatch(/^wa_vt_/);
      },
    }));

  it('PUT /salon/whatsapp', () =>
    interaction({
      state: states.signedIn,
      description: 'the WhatsApp Cloud API settings of the salon',
      method: 'PUT',
      path: '/salon/whatsapp',
      body: cloud,
      status: 200,
      response: settings({
        provider: 'CLOUD_API',
        phoneNumberId: string('106540352242922'),
        businessAccountId: string('102290129340398'),
        accessTokenSet: true,
        appSecretSet: true,
        configured: true,
      }),
      run: async (app) => {
        const saved = await app.mutate(updateWhatsAppSettingsMutation(app.client), cloud);
        expect(saved).toMatchObject({ provider: 'CLOUD_API', accessTokenSet: true });
        expect(JSON.stringify(saved)).not.toContain(cloud.accessToken);
      },
    }));
});
