// The Cloud API adapter against a local fake of Meta's Graph API: text inside the 24-hour
// window, templates (reminders) at any time, Meta's refusals as Italian messages.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversations, messages, outbox, whatsappSettings } from '../../db/schema/index.ts';
import { chatLogOf, ingestMessage } from '../../services/message-ingest.ts';
import type { Harness } from '../../test-support/harness.ts';
import { salonSuite } from '../../test-support/suite.ts';
import { cloudApiWhatsApp } from './cloud-api.ts';
import { WINDOW_CLOSED_MESSAGE, WhatsAppSendError } from './errors.ts';
import { GRAPH_ERRORS, startFakeGraph } from '../../test-support/fake-graph-server.ts';
import type { FakeGraph } from '../../test-support/fake-graph-server.ts';
import { perSalonWhatsApp } from './per-salon.ts';
import { whatsAppSettingsOf } from './settings.ts';
import { sqlRows } from '../../test-support/sql-rows.ts';

const NUMBER = { phoneNumberId: '106540352242922', accessToken: 'EAAG-token-di-prova' };
const CLIENT = '+393471234567';
const suite = salonSuite();
let h: Harness;
let salonId: number;
let fake: FakeGraph;

async function connectCloud(
  id: number,
  values: Partial<typeof whatsappSettings.$inferInsert> = {},
) {
  const row = await whatsAppSettingsOf(h.db, id);
  await h.db
    .update(whatsappSettings)
    .set({ provider: 'CLOUD_API', ...NUMBER, appSecret: 'segreto-app', ...values })
    .where(eq(whatsappSettings.id, row.id));
}

const adapter = (timeoutMs?: number) =>
  cloudApiWhatsApp(
    h.db,
    { graphBaseUrl: fake.url, apiVersion: 'v21.0', timeoutMs },
    chatLogOf(h.db),
  );

/** The client wrote to the salon `hoursAgo` hours ago (opens, or not, the 24-hour window). */
async function clientWrote(hoursAgo: number) {
  await ingestMessage(h.db, salonId, {
    clientPhoneNumber: CLIENT,
    content: 'Ciao, posso spostare?',
    at: new Date(Date.now() - hoursAgo * 3_600_000),
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(WhatsAppSendError);
      const e = error as WhatsAppSendError;
      return { message: e.message, status: e.status, code: e.code };
    },
  );

beforeEach(async () => {
  h = suite.h;
  salonId = suite.s.salonId;
  fake = await startFakeGraph({ apiVersion: 'v21.0', ...NUMBER });
});
afterEach(() => fake.close());

describe('cloudApiWhatsApp', () => {
  it('is configured only for a salon on CLOUD_API with number id, token and app secret', async () => {
    expect(await adapter().configured(salonId)).toBe(false);
    await connectCloud(salonId, { appSecret: null });
    expect(await adapter().configured(salonId)).toBe(false);
    await connectCloud(salonId);
    expect(await adapter().configured(salonId)).toBe(true);
    await connectCloud(salonId, { provider: 'SANDBOX' });
    expect(await adapter().configured(salonId)).toBe(false);
  });

  it('sends free text inside the 24-hour window with the salon bearer token', async () => {
    await connectCloud(salonId);
    await clientWrote(23);
    const sent = await adapter().send({ salonId, to: CLIENT, text: 'Sì, giovedì alle 10 va bene' });
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: `/v21.0/${NUMBER.phoneNumberId}/messages`,
        authorization: `Bearer ${NUMBER.accessToken}`,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: CLIENT,
          type: 'text',
          text: { body: 'Sì, giovedì alle 10 va bene', preview_url: false },
        },
      },
    ]);
  });

  it('refuses free text outside the window before calling Meta, in Italian', async () => {
    await connectCloud(salonId);
    expect(await refusal(adapter().send({ salonId, to: CLIENT, text: 'Ciao' }))).toEqual({
      message: WINDOW_CLOSED_MESSAGE,
      status: 422,
      code: 'WHATSAPP_WINDOW_CLOSED',
    });
    await clientWrote(25);
    expect((await refusal(adapter().send({ salonId, to: CLIENT, text: 'Ciao' }))).code).toBe(
      'WHATSAPP_WINDOW_CLOSED',
    );
    expect(fake.received).toEqual([]);
  });

  it('sends a template with its body parameters and files it in the client conversation', async () => {
    await connectCloud(salonId);
    const sent = await adapter().sendTemplate({
      salonId,
      to: CLIENT,
      template: 'promemoria_appuntamento',
      language: 'it',
      parameters: ['Giulia', 'giovedì 12 marzo alle 10:00'],
      text: 'Ciao Giulia, ti ricordiamo il tuo appuntamento di giovedì 12 marzo alle 10:00',
    });
    expect(fake.received[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: CLIENT,
      type: 'template',
      template: {
        name: 'promemoria_appuntamento',
        language: { code: 'it' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Giulia' },
              { type: 'text', text: 'giovedì 12 marzo alle 10:00' },
            ],
          },
        ],
      },
    });
    const [conversation] = await h.db
      .select()
      .from(conversations)
      .where(eq(conversations.clientPhoneNumber, CLIENT));
    const history = await h.db
      .select({
        content: messages.content,
        direction: messages.direction,
        externalId: messages.externalId,
      })
      .from(messages)
      .where(eq(messages.conversationId, conversation?.id ?? 0));
    expect(history).toEqual([
      {
        content: 'Ciao Giulia, ti ricordiamo il tuo appuntamento di giovedì 12 marzo alle 10:00',
        direction: 'OUTBOUND',
        externalId: sent.providerMessageId,
      },
    ]);
  });

  it('sends an authentication template with its copy-code button, and keeps no code in the chat', async () => {
    await connectCloud(salonId);
    await adapter().sendTemplate({
      salonId,
      to: CLIENT,
      template: 'codice_verifica',
      language: 'it',
      parameters: ['482913'],
      codeButton: '482913',
      text: '482913 è il tuo codice di verifica.',
      chatText: 'Codice di verifica inviato per la prenotazione online.',
    });
    expect(fake.received[0]?.body).toMatchObject({
      type: 'template',
      template: {
        name: 'codice_verifica',
        language: { code: 'it' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '482913' }],
          },
        ],
      },
    });
    const history = await h.db.select({ content: messages.content }).from(messages);
    expect(history).toEqual([
      { content: 'Codice di verifica inviato per la prenotazione online.' },
    ]);
  });

  it("maps Meta's refusals to Italian messages", async () => {
    await connectCloud(salonId);
    await clientWrote(1);
    fake.failNext(GRAPH_ERRORS.reEngagement);
    expect(await refusal(adapter().send({ salonId, to: CLIENT, text: 'Ciao' }))).toEqual({
      message: WINDOW_CLOSED_MESSAGE,
      status: 422,
      code: 'WHATSAPP_WINDOW_CLOSED',
    });
    fake.failNext(GRAPH_ERRORS.rateLimited);
    expect((await refusal(adapter().send({ salonId, to: CLIENT, text: 'Ciao' }))).message).toBe(
      'WhatsApp ha limitato gli invii: riprova tra qualche minuto',
    );
    const template = {
      salonId,
      to: CLIENT,
      template: 'promemoria_inesistente',
      language: 'it',
      parameters: [],
      text: 'Promemoria',
    };
    expect(await refusal(adapter().sendTemplate(template))).toEqual({
      message:
        'Il modello di messaggio «promemoria_inesistente» non esiste in questa lingua: controllalo in WhatsApp Manager e in Salone > WhatsApp',
      status: 502,
      code: 'WHATSAPP_PROVIDER_ERROR',
    });
    await connectCloud(salonId, { accessToken: 'token-scaduto' });
    expect((await refusal(adapter().send({ salonId, to: CLIENT, text: 'Ciao' }))).message).toBe(
      'Il token di accesso WhatsApp non è valido o è scaduto: inseriscine uno nuovo in Salone > WhatsApp',
    );
    await connectCloud(salonId, { phoneNumberId: '999999999' });
    expect((await refusal(adapter().send({ salonId, to: CLIENT, text: 'Ciao' }))).message).toBe(
      "WhatsApp non riconosce il numero del salone: controlla l'ID del numero di telefono in Salone > WhatsApp",
    );
    // Nothing of a refused send lands in the chat.
    expect(await h.db.select().from(messages).where(eq(messages.direction, 'OUTBOUND'))).toEqual(
      [],
    );
  });

  it('says WhatsApp does not answer when the Graph API is down', async () => {
    await connectCloud(salonId);
    await clientWrote(1);
    await fake.close();
    expect(await refusal(adapter(300).send({ salonId, to: CLIENT, text: 'Ciao' }))).toEqual({
      message: 'WhatsApp non risponde: riprova tra poco',
      status: 502,
      code: 'WHATSAPP_PROVIDER_ERROR',
    });
  });
});

describe('perSalonWhatsApp', () => {
  it('sends for a CLOUD_API salon through Meta and for every other salon through the sandbox', async () => {
    // A second salon that never opened the WhatsApp section: the sandbox.
    const [other] = await sqlRows<{ id: number }>(
      suite.h.db,
      sql`insert into salons (name, opening_hours) select 'Salone Due', opening_hours from salons where id = ${salonId} returning id`,
    );
    const otherId = Number(other?.id);
    await connectCloud(salonId);
    const whatsapp = perSalonWhatsApp(
      h.db,
      { graphBaseUrl: fake.url, apiVersion: 'v21.0' },
      chatLogOf(h.db),
    );
    expect(await whatsapp.configured(otherId)).toBe(true);
    const sandboxed = await whatsapp.sendTemplate({
      salonId: otherId,
      to: CLIENT,
      template: 'promemoria_appuntamento',
      language: 'it',
      parameters: [],
      text: 'Promemoria',
    });
    expect(sandboxed.providerMessageId).toMatch(/^sandbox-/);
    expect(
      await h.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.salonId, otherId)),
    ).toEqual([{ body: 'Promemoria' }]);
    expect(fake.received).toEqual([]);
    await whatsapp.sendTemplate({
      salonId,
      to: CLIENT,
      template: 'promemoria_appuntamento',
      language: 'it',
      parameters: [],
      text: 'Promemoria',
    });
    expect(fake.received).toHaveLength(1);
  });
});
