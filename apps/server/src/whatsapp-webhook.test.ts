// Meta's webhook (GET/POST /webhooks/whatsapp): verification by hub.challenge, deliveries signed
// with the salon's app secret, messages filed in that salon's /comunicazioni once.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeGraph } from './test-support/fake-graph-server.ts';
import { hubSignature } from './adapters/whatsapp/signature.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { whatsAppCloudSuite } from './test-support/whatsapp-cloud.ts';

let h: Harness;
let s: SalonFixture;
let fake: FakeGraph;
const NUMBER_ID = '106540352242922';
const SECRET = 'segreto-app';

const { suite, graph } = whatsAppCloudSuite({
  phoneNumberId: NUMBER_ID,
  accessToken: 'EAAG-token',
});

beforeEach(async () => {
  h = suite.h;
  s = suite.s;
  fake = graph.fake;
  await h.api('PUT', '/salon/whatsapp', {
    token: s.token,
    body: {
      provider: 'CLOUD_API',
      phoneNumberId: NUMBER_ID,
      accessToken: 'EAAG-token',
      appSecret: SECRET,
    },
  });
});

/** A delivery as Meta sends it for the number: `value` holds its messages or statuses. */
function deliveryOf(value: Record<string, unknown>, phoneNumberId = NUMBER_ID) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '390212345678', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** One text message from Giulia. */
const delivery = (id = 'wamid.HBgLMzkzNDcxMjM0NTY3FQIAEhggQTU0', phoneNumberId = NUMBER_ID) =>
  deliveryOf(
    {
      contacts: [{ profile: { name: 'Giulia Rossi' }, wa_id: '393471234567' }],
      messages: [
        {
          from: '393471234567',
          id,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: 'Vorrei spostare il colore a giovedì' },
        },
      ],
    },
    phoneNumberId,
  );

const post = (body: string, signature?: string) =>
  h.api('POST', '/webhooks/whatsapp', {
    text: body,
    headers: {
      'Content-Type': 'application/json',
      ...(signature === undefined ? {} : { 'X-Hub-Signature-256': signature }),
    },
  });

const inbox = (token = s.token) => h.api('GET', '/dashboard/conversations', { token });

describe('GET /webhooks/whatsapp (verification)', () => {
  it("answers hub.challenge as text to the salon's verify token, 403 otherwise", async () => {
    const { verifyToken } = (await h.api('GET', '/salon/whatsapp', { token: s.token })).body;
    const ok = await h.api('GET', '/webhooks/whatsapp', {
      query: {
        'hub.mode': 'subscribe',
        'hub.verify_token': verifyToken,
        'hub.challenge': '1158201444',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    const wrong = await h.api('GET', '/webhooks/whatsapp', {
      query: {
        'hub.mode': 'subscribe',
        'hub.verify_token': 'wa_vt_sbagliato',
        'hub.challenge': '1',
      },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      message: 'Token di verifica non valido',
      code: 'WEBHOOK_NOT_VERIFIED',
    });
    const notSubscribe = await h.api('GET', '/webhooks/whatsapp', {
      query: { 'hub.mode': 'unsubscribe', 'hub.verify_token': verifyToken, 'hub.challenge': '1' },
    });
    expect(notSubscribe.status).toBe(403);
    expect((await h.api('GET', '/webhooks/whatsapp')).status).toBe(403);
  });
});

describe('POST /webhooks/whatsapp (deliveries)', () => {
  it("files a signed message in the salon's inbox, once however often Meta repeats it", async () => {
    const body = delivery();
    const first = await post(body, hubSignature(body, SECRET));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, stored: 1 });
    expect((await post(body, hubSignature(body, SECRET))).body).toEqual({
      received: true,
      stored: 0,
    });
    const list = (await inbox()).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      clientName: 'Giulia Rossi',
      clientPhoneNumber: '+393471234567',
    });
    const thread = await h.api('GET', `/dashboard/conversations/${list[0].id}/messages`, {
      token: s.token,
    });
    expect(thread.body.messages).toEqual([
      expect.objectContaining({
        content: 'Vorrei spostare il colore a giovedì',
        direction: 'INBOUND',
      }),
    ]);
  });

  it('stores nothing from a delivery with a missing or wrong signature, or for an unknown number', async () => {
    const body = delivery();
    for (const signature of [
      undefined,
      'sha256=00',
      hubSignature(body, 'altro-segreto'),
      hubSignature(`${body} `, SECRET),
    ]) {
      const refused = await post(body, signature);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: 'Firma non valida', code: 'INVALID_SIGNATURE' });
    }
    const unknown = delivery('wamid.altro', '999999999');
    expect((await post(unknown, hubSignature(unknown, SECRET))).status).toBe(401);
    expect((await inbox()).body).toEqual([]);
  });

  it('acknowledges statuses without storing them', async () => {
    const body = deliveryOf({
      statuses: [
        {
          id: 'wamid.x',
          status: 'delivered',
          timestamp: '1773309600',
          recipient_id: '393471234567',
        },
      ],
    });
    expect((await post(body, hubSignature(body, SECRET))).body).toEqual({
      received: true,
      stored: 0,
    });
    expect((await inbox()).body).toEqual([]);
  });

  it("lands in the number's salon only, and opens the 24-hour window for the reply", async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const body = delivery();
    await post(body, hubSignature(body, SECRET));
    expect((await inbox(other.token)).body).toEqual([]);
    const reply = await h.api('POST', '/dashboard/whatsapp/send-message', {
      token: s.token,
      body: {
        to: '+393471234567',
        message: 'Certo, giovedì alle 10?',
        conversationId: (await inbox()).body[0].id,
      },
    });
    expect(reply.status).toBe(200);
    expect(fake.received.map((r) => r.body['text'])).toEqual([
      { body: 'Certo, giovedì alle 10?', preview_url: false },
    ]);
  });
});
