// /salone's WhatsApp section (GET/PUT /salon/whatsapp): defaults, validation, write-only secrets,
// the salon account only, one salon per number; and the send of /comunicazioni on the Cloud API.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeGraph } from './test-support/fake-graph-server.ts';
import { seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { whatsAppCloudSuite } from './test-support/whatsapp-cloud.ts';

let h: Harness;
let s: SalonFixture;
let fake: FakeGraph;
const CLOUD = {
  provider: 'CLOUD_API',
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: 'EAAG-token-di-prova',
  appSecret: 'segreto-app',
};

const { suite, graph } = whatsAppCloudSuite({
  phoneNumberId: CLOUD.phoneNumberId,
  accessToken: CLOUD.accessToken,
});

beforeEach(async () => {
  h = suite.h;
  s = suite.s;
  fake = graph.fake;
});

describe('GET/PUT /salon/whatsapp', () => {
  it('starts on the sandbox with a generated verify token and the webhook URL', async () => {
    const first = await h.api('GET', '/salon/whatsapp', { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      provider: 'SANDBOX',
      phoneNumberId: null,
      businessAccountId: null,
      accessTokenSet: false,
      appSecretSet: false,
      verifyToken: expect.stringMatching(/^wa_vt_[0-9a-f]{32}$/),
      webhookUrl: 'http://localhost/webhooks/whatsapp',
      reminderTemplate: 'promemoria_appuntamento',
      reminderLanguage: 'it',
      configured: true,
    });
    // The token stays the same: the owner pasted it in Meta's console.
    expect((await h.api('GET', '/salon/whatsapp', { token: s.token })).body.verifyToken).toBe(
      first.body.verifyToken,
    );
  });

  it('saves the Cloud API settings and never returns the secrets', async () => {
    const saved = await h.api('PUT', '/salon/whatsapp', { token: s.token, body: CLOUD });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      provider: 'CLOUD_API',
      phoneNumberId: CLOUD.phoneNumberId,
      accessTokenSet: true,
      appSecretSet: true,
      configured: true,
    });
    const text = JSON.stringify((await h.api('GET', '/salon/whatsapp', { token: s.token })).body);
    expect(text).not.toContain(CLOUD.accessToken);
    expect(text).not.toContain(CLOUD.appSecret);
    // Saving again without the secrets keeps them; a new token replaces the old one.
    const again = await h.api('PUT', '/salon/whatsapp', {
      token: s.token,
      body: {
        provider: 'CLOUD_API',
        phoneNumberId: CLOUD.phoneNumberId,
        accessToken: '',
        reminderTemplate: 'promemoria_v2',
        reminderLanguage: 'en_US',
      },
    });
    expect(again.body).toMatchObject({
      accessTokenSet: true,
      appSecretSet: true,
      reminderTemplate: 'promemoria_v2',
      reminderLanguage: 'en_US',
    });
    // Back to the sandbox: the ids and secrets stay for the next switch.
    const sandbox = await h.api('PUT', '/salon/whatsapp', {
      token: s.token,
      body: { provider: 'SANDBOX' },
    });
    expect(sandbox.body).toMatchObject({
      provider: 'SANDBOX',
      phoneNumberId: CLOUD.phoneNumberId,
      accessTokenSet: true,
      configured: true,
    });
  });

  it('refuses incomplete or malformed settings with one Italian message per field', async () => {
    const missing = await h.api('PUT', '/salon/whatsapp', {
      token: s.token,
      body: { provider: 'CLOUD_API' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'Dati non validi',
      code: 'VALIDATION_FAILED',
      errors: {
        phoneNumberId: "Inserisci l'ID del numero di telefono",
        accessToken: 'Inserisci il token di accesso',
        appSecret: "Inserisci la chiave segreta dell'app",
      },
    });
    const malformed = await h.api('PUT', '/salon/whatsapp', {
      token: s.token,
      body: {
        ...CLOUD,
        phoneNumberId: '+39 02 1234',
        reminderTemplate: 'Promemoria!',
        reminderLanguage: 'italiano',
      },
    });
    expect(malformed.body.errors).toEqual({
      phoneNumberId: "L'ID del numero di telefono è fatto solo di cifre",
      reminderTemplate: 'Il nome del modello usa solo lettere minuscole, cifre e trattini bassi',
      reminderLanguage: 'Codice lingua non valido (per esempio it oppure en_US)',
    });
    // Nothing was saved.
    expect((await h.api('GET', '/salon/whatsapp', { token: s.token })).body.provider).toBe(
      'SANDBOX',
    );
  });

  it('is for the salon account only, and one number belongs to one salon', async () => {
    const admin = await seedAdmin(h.db, h.api);
    expect((await h.api('GET', '/salon/whatsapp', { token: admin.token })).status).toBe(403);
    expect(
      (await h.api('PUT', '/salon/whatsapp', { token: admin.token, body: CLOUD })).status,
    ).toBe(403);
    expect((await h.api('GET', '/salon/whatsapp')).status).toBe(401);
    await h.api('PUT', '/salon/whatsapp', { token: s.token, body: CLOUD });
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const taken = await h.api('PUT', '/salon/whatsapp', { token: other.token, body: CLOUD });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Questo numero WhatsApp è già collegato a un altro salone');
    // Each salon sees its own settings only.
    expect((await h.api('GET', '/salon/whatsapp', { token: other.token })).body).toMatchObject({
      provider: 'SANDBOX',
      phoneNumberId: null,
      accessTokenSet: false,
    });
  });
});

describe('/comunicazioni on the Cloud API', () => {
  it('refuses a reply outside the 24-hour window in Italian, before calling Meta', async () => {
    await h.api('PUT', '/salon/whatsapp', { token: s.token, body: CLOUD });
    const to = '+393471234567';
    const blocked = await h.api('POST', '/dashboard/whatsapp/send-message', {
      token: s.token,
      body: { to, message: 'Ciao!' },
    });
    expect(blocked.status).toBe(422);
    expect(blocked.body).toEqual({
      message:
        "Sono passate più di 24 ore dall'ultimo messaggio del cliente: WhatsApp consente solo i messaggi modello",
      code: 'WHATSAPP_WINDOW_CLOSED',
    });
    expect(fake.received).toEqual([]);
  });
});
