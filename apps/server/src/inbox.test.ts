import { beforeEach, describe, expect, it } from 'vitest';
import { storeIntegrationKey } from './services/integration-keys.ts';
import { assistanceRequests, conversations, messages } from './db/schema/index.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

interface Item {
  id: number;
  clientId: number | null;
  clientName: string | null;
  lastMessageAt: string;
  lastMessage: { content: string; direction: string; createdAt: string } | null;
  hasOpenRequest: boolean;
}

// In the past, so a message the assistants send now is the newest.
const at = (minute: number) => new Date(Date.UTC(2026, 0, 9, 19, minute));

/** A conversation of salon `salonId` whose last activity is at `minute`, with its messages. */
async function conversation(
  salonId: number,
  values: { name: string | null; phone: string; clientId?: number; minute: number },
  texts: { content: string; direction: 'INBOUND' | 'OUTBOUND'; minute: number }[] = [],
) {
  const [row] = await h.db
    .insert(conversations)
    .values({
      salonId,
      clientName: values.name,
      clientPhoneNumber: values.phone,
      clientId: values.clientId ?? null,
      lastMessageAt: at(values.minute),
    })
    .returning();
  const id = (row as { id: number }).id;
  for (const text of texts)
    await h.db.insert(messages).values({
      salonId,
      conversationId: id,
      content: text.content,
      direction: text.direction,
      createdAt: at(text.minute),
    });
  return id;
}

async function request(salonId: number, conversationId: number, status: 'PENDING' | 'RESOLVED') {
  await h.db.insert(assistanceRequests).values({
    salonId,
    conversationId,
    phoneNumber: '+393471234567',
    source: 'WHATSAPP_AI',
    reason: 'OPERATOR_REQUESTED',
    status,
  });
}

const inbox = (query: Record<string, string | number> = {}) =>
  h.api<Item[]>('GET', '/dashboard/conversations', { token: s.token, query });

describe('GET /dashboard/conversations (the WhatsApp inbox)', () => {
  it('lists the salon’s conversations by last message, newest first, then by id', async () => {
    const older = await conversation(s.salonId, {
      name: 'Anna Verdi',
      phone: '+393331112222',
      minute: 1,
    });
    const tieLow = await conversation(s.salonId, {
      name: 'Carla Blu',
      phone: '+393331113333',
      minute: 5,
    });
    const tieHigh = await conversation(s.salonId, {
      name: 'Dora Neri',
      phone: '+393331114444',
      minute: 5,
    });
    const newest = await conversation(s.salonId, {
      name: 'Elsa Gialli',
      phone: '+393331115555',
      minute: 9,
    });
    const list = await inbox();
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.id)).toEqual([newest, tieHigh, tieLow, older]);
    expect((await inbox({ size: 2 })).body.map((c) => c.id)).toEqual([newest, tieHigh]);
  });

  it('previews the last message and says whether an assistance request is still open', async () => {
    const open = await conversation(
      s.salonId,
      { name: 'Giulia Rossi', phone: '+393471234567', clientId: s.clientIds[0], minute: 8 },
      [
        { content: 'Vorrei un colore', direction: 'INBOUND', minute: 6 },
        { content: 'Preferirei parlare con una persona', direction: 'INBOUND', minute: 8 },
        { content: 'Certo, giovedì alle 9?', direction: 'OUTBOUND', minute: 7 },
      ],
    );
    const resolved = await conversation(
      s.salonId,
      { name: 'Marco Bianchi', phone: '+393489876543', minute: 4 },
      [{ content: 'A sabato!', direction: 'OUTBOUND', minute: 4 }],
    );
    const silent = await conversation(s.salonId, { name: null, phone: '+393389876543', minute: 2 });
    await request(s.salonId, open, 'PENDING');
    await request(s.salonId, open, 'RESOLVED');
    await request(s.salonId, resolved, 'RESOLVED');
    const list = (await inbox()).body;
    expect(list.map((c) => [c.id, c.hasOpenRequest])).toEqual([
      [open, true],
      [resolved, false],
      [silent, false],
    ]);
    expect(list[0]).toMatchObject({
      clientId: s.clientIds[0],
      clientName: 'Giulia Rossi',
      lastMessage: {
        content: 'Preferirei parlare con una persona',
        direction: 'INBOUND',
        createdAt: at(8).toISOString(),
      },
    });
    expect(list[1]?.lastMessage).toMatchObject({ content: 'A sabato!', direction: 'OUTBOUND' });
    expect(list[2]?.lastMessage).toBeNull();
  });

  it('filters by client name (case-insensitive), by phone digits and by client', async () => {
    const giulia = await conversation(s.salonId, {
      name: 'Giulia Rossi',
      phone: '+393471234567',
      clientId: s.clientIds[0],
      minute: 3,
    });
    const rossella = await conversation(s.salonId, {
      name: 'Rossella Neri',
      phone: '+41791112233',
      minute: 2,
    });
    const marco = await conversation(s.salonId, {
      name: 'Marco Bianchi',
      phone: '+393489876543',
      clientId: s.clientIds[1],
      minute: 1,
    });
    const ids = async (query: Record<string, string | number>) =>
      (await inbox(query)).body.map((c) => c.id);
    expect(await ids({ q: '  ROSS ' })).toEqual([giulia, rossella]);
    expect(await ids({ q: '347 123' })).toEqual([giulia]);
    expect(await ids({ q: '+41 (79)' })).toEqual([rossella]);
    expect(await ids({ q: 'Anna 3' })).toEqual([]);
    expect(await ids({ q: '100%_' })).toEqual([]);
    expect(await ids({ q: '   ' })).toEqual([giulia, rossella, marco]);
    expect(await ids({ clientId: s.clientIds[1] as number })).toEqual([marco]);
    expect(await ids({ clientId: s.clientIds[1] as number, q: 'Rossi' })).toEqual([]);
  });

  it('never shows another salon’s conversations, even by its client id', async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    await conversation(other.salonId, {
      name: 'Giulia Rossi',
      phone: '+393471234567',
      clientId: other.clientIds[0],
      minute: 9,
    });
    expect((await inbox()).body).toEqual([]);
    expect((await inbox({ q: 'Giulia' })).body).toEqual([]);
    expect((await inbox({ clientId: other.clientIds[0] as number })).body).toEqual([]);
  });

  it('answers 400 Dati non validi for a bad filter', async () => {
    const bad = await inbox({ size: 0, clientId: 'abc', q: 'x'.repeat(101) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Dati non validi',
      errors: {
        size: 'Deve essere almeno 1',
        clientId: 'Deve essere un numero intero',
        q: 'Al massimo 100 caratteri',
      },
    });
  });
});

describe('the inbox follows the assistants’ ingestion API', () => {
  it('moves a conversation to the top with its new message and its open request', async () => {
    await storeIntegrationKey(h.db, s.salonId, 'Assistente di prova', 'chiave-inbox-123');
    const headers = { 'X-Integration-Key': 'chiave-inbox-123' };
    const quiet = await conversation(s.salonId, {
      name: 'Anna Verdi',
      phone: '+393331112222',
      minute: 1,
    });
    const written = await h.api<{ conversationId: number }>('POST', '/integrations/messages', {
      headers,
      body: { clientPhoneNumber: '+393471234567', content: 'Posso spostare a venerdì?' },
    });
    expect(written.status).toBe(201);
    await h.api('POST', '/integrations/fallback-requests', {
      headers,
      body: {
        phoneNumber: '+393471234567',
        reason: 'BOOKING_MODIFICATION_FAILED',
        conversationId: written.body.conversationId,
      },
    });
    const list = (await inbox()).body;
    expect(list.map((c) => c.id)).toEqual([written.body.conversationId, quiet]);
    expect(list[0]).toMatchObject({
      clientId: s.clientIds[0],
      clientName: 'Giulia Rossi',
      lastMessage: { content: 'Posso spostare a venerdì?', direction: 'INBOUND' },
      hasOpenRequest: true,
    });
  });

  it('refuses a missing or unknown key, a bad body, and another salon’s conversation', async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    await storeIntegrationKey(h.db, s.salonId, 'Assistente di prova', 'chiave-inbox-123');
    const theirs = await conversation(other.salonId, {
      name: 'Cliente',
      phone: '+393331112222',
      minute: 1,
    });
    const headers = { 'X-Integration-Key': 'chiave-inbox-123' };
    const body = { clientPhoneNumber: '+393471234567', content: 'Ciao' };
    const missing = await h.api('POST', '/integrations/messages', { body });
    expect(missing.body).toEqual({
      message: 'Chiave di integrazione mancante',
      code: 'INTEGRATION_KEY_MISSING',
    });
    const unknown = await h.api('POST', '/integrations/messages', {
      headers: { 'X-Integration-Key': 'sbagliata' },
      body,
    });
    expect([unknown.status, unknown.body.code]).toEqual([401, 'INTEGRATION_KEY_INVALID']);
    const bad = await h.api('POST', '/integrations/messages', {
      headers,
      body: { clientPhoneNumber: '347', content: '   ', direction: 'SIDEWAYS', extra: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      clientPhoneNumber: 'Formato numero non valido',
      content: 'Non può essere vuoto',
      direction: 'Valore non ammesso: usa INBOUND, OUTBOUND',
      extra: 'Campo non previsto',
    });
    const impossibleDay = await h.api('POST', '/integrations/messages', {
      headers,
      body: { ...body, preferredDateTime: '2030-02-30T10:00:00' },
    });
    expect(impossibleDay.status).toBe(400);
    expect((await inbox()).body).toEqual([]);
    const foreign = await h.api('POST', '/integrations/fallback-requests', {
      headers,
      body: { phoneNumber: '+393471234567', reason: 'OPERATOR_REQUESTED', conversationId: theirs },
    });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'CONVERSATION_NOT_FOUND']);
    const callbacks = await h.api<unknown[]>('GET', '/dashboard/callbacks', { token: other.token });
    expect(callbacks.body).toEqual([]);
  });
});
