// Visit reminders, the sending side (issue #19): the sweep picks the visits that start within
// the salon's hoursBefore, once each across sweeps and processes; the send is a WhatsApp
// template, else an e-mail, else a record that it could not; failures retry with the job
// table's backoff, then FAILED; a claim left by a process that died is taken again.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sandboxWhatsApp } from './adapters/adapters.ts';
import { clients, outbox, reminders, salons } from './db/schema/index.ts';
import { MAX_ATTEMPTS } from './jobs/queue.ts';
import { sweepReminders } from './services/reminders/sweep.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import {
  PUBLIC_APP_URL,
  fakeWhatsApp,
  reminderRunner,
  visitIn,
} from './test-support/reminder-calls.ts';

const wa = fakeWhatsApp();
let h: Harness;
let salon: SalonFixture;
let sender: ReturnType<typeof reminderRunner>;
beforeAll(async () => {
  h = await createHarness({ adapters: { whatsapp: wa.adapter } });
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  wa.state.sent.length = 0;
  wa.state.down = false;
  salon = await seedSalon(h.db, h.api);
  wa.state.configured = new Set([salon.salonId]);
  sender = reminderRunner(h.db, wa.adapter);
});

const allReminders = () => h.db.select().from(reminders).orderBy(reminders.id);

describe('the reminders sweep', () => {
  it('reminds the booked visits starting within hoursBefore, a group once, and nothing else', async () => {
    const soon = await visitIn(h.db, salon, 3);
    const group = randomUUID();
    await visitIn(h.db, salon, 20, { groupId: group, services: 3, client: salon.clientIds[1] });
    await visitIn(h.db, salon, 30); // beyond 24 h
    await visitIn(h.db, salon, -1); // started an hour ago
    await visitIn(h.db, salon, 5, { status: 'CANCELLED' });
    const other = await seedSalon(h.db, h.api, 'Salone Spento');
    await h.db.update(salons).set({ remindersEnabled: false }).where(eq(salons.id, other.salonId));
    await visitIn(h.db, other, 4);

    expect(await sweepReminders(h.db)).toBe(2);
    const rows = await allReminders();
    expect(rows.map((r) => [r.salonId, r.visit, r.status])).toEqual([
      [salon.salonId, `a:${soon[0]}`, 'PENDING'],
      [salon.salonId, `g:${group}`, 'PENDING'],
    ]);
  });

  it('never reminds a visit twice: two sweeps one after the other, or at once, and after a restart', async () => {
    await visitIn(h.db, salon, 2);
    await visitIn(h.db, salon, 6, { client: salon.clientIds[1] });
    const [first, second] = await Promise.all([sweepReminders(h.db), sweepReminders(h.db)]);
    expect((first ?? 0) + (second ?? 0)).toBe(2);
    expect(await sweepReminders(h.db)).toBe(0);
    // Two processes send at once: each reminder goes out once.
    await Promise.all([
      sender.send(salon.salonId),
      reminderRunner(h.db, wa.adapter).send(salon.salonId),
    ]);
    expect(wa.state.sent).toHaveLength(2);
    // A restart: the whole task again finds nothing to make or to send.
    expect(await sender.run()).toEqual({ made: 0, whatsapp: 0, emails: 0 });
    expect(wa.state.sent).toHaveLength(2);
    expect((await allReminders()).map((r) => r.status)).toEqual(['SENT', 'SENT']);
  });

  it('follows the salon settings: hoursBefore widens the window, off stops new reminders', async () => {
    await visitIn(h.db, salon, 40);
    expect(await sweepReminders(h.db)).toBe(0);
    const put = await h.api('PUT', '/salon/reminders', {
      token: salon.token,
      body: { enabled: true, hoursBefore: 48 },
    });
    expect(put).toMatchObject({ status: 200, body: { enabled: true, hoursBefore: 48 } });
    expect(await sweepReminders(h.db)).toBe(1);
    await visitIn(h.db, salon, 10, { client: salon.clientIds[1] });
    await h.api('PUT', '/salon/reminders', {
      token: salon.token,
      body: { enabled: false, hoursBefore: 48 },
    });
    expect(await sweepReminders(h.db)).toBe(0);
    expect((await h.api('GET', '/salon/reminders', { token: salon.token })).body).toEqual({
      enabled: false,
      hoursBefore: 48,
    });
  });

  it('refuses settings outside 2..72 hours with the field named, and starts with reminders on at 24 h', async () => {
    expect((await h.api('GET', '/salon/reminders', { token: salon.token })).body).toEqual({
      enabled: true,
      hoursBefore: 24,
    });
    const bad = await h.api('PUT', '/salon/reminders', {
      token: salon.token,
      body: { enabled: true, hoursBefore: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('hoursBefore');
  });
});

describe('the reminder job', () => {
  it('sends the WhatsApp template with name, date, time, salon and the signed link', async () => {
    await visitIn(h.db, salon, 3);
    await sweepReminders(h.db);
    await sender.run();
    expect(wa.state.sent).toHaveLength(1);
    const [message] = wa.state.sent;
    expect(message).toMatchObject({
      salonId: salon.salonId,
      to: '+393471234567',
      template: 'promemoria_appuntamento',
      language: 'it',
    });
    expect(message?.parameters.slice(0, 1)).toEqual(['Giulia']);
    expect(message?.parameters[3]).toBe('Salone Uno');
    expect(message?.parameters[4]).toMatch(
      new RegExp(`^${PUBLIC_APP_URL}/promemoria/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`),
    );
    expect(message?.text).toContain(message?.parameters[4]);
    const [row] = await allReminders();
    expect(row).toMatchObject({ status: 'SENT', channel: 'WHATSAPP', recipient: '+393471234567' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends an e-mail when the salon has no WhatsApp and the client an address; records none otherwise', async () => {
    wa.state.configured.clear();
    await h.db
      .update(clients)
      .set({ email: 'giulia.rossi@example.it' })
      .where(eq(clients.id, salon.clientIds[0] as number));
    await visitIn(h.db, salon, 3);
    await visitIn(h.db, salon, 4, { client: salon.clientIds[1] });
    await sweepReminders(h.db);
    await sender.run();
    expect(wa.state.sent).toHaveLength(0);
    expect(sender.email.sent).toHaveLength(1);
    expect(sender.email.sent[0]).toMatchObject({
      to: 'giulia.rossi@example.it',
      subject: expect.stringContaining('Promemoria: il tuo appuntamento da Salone Uno'),
      text: expect.stringContaining(`${PUBLIC_APP_URL}/promemoria/`),
    });
    const rows = await allReminders();
    expect(rows.map((r) => [r.status, r.channel])).toEqual([
      ['SENT', 'EMAIL'],
      ['SKIPPED', 'NONE'],
    ]);
    expect(rows[1]?.lastError).toMatch(/né un indirizzo e-mail/);
  });

  it('skips a visit cancelled after the sweep', async () => {
    const [id] = await visitIn(h.db, salon, 3);
    await sweepReminders(h.db);
    const cancel = await h.api('PATCH', `/appointments/${id}/status`, {
      token: salon.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.status).toBe(200);
    await sender.run();
    expect(wa.state.sent).toHaveLength(0);
    expect((await allReminders())[0]).toMatchObject({ status: 'SKIPPED' });
  });

  it('retries a WhatsApp failure with the job backoff and records FAILED after the last attempt', async () => {
    wa.state.down = true;
    await visitIn(h.db, salon, 3);
    await sender.run();
    const [first] = await allReminders();
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(first?.lastError).toContain('503');
    // Due again after 30 s, as a job would be.
    expect(first?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(await sender.send(salon.salonId)).toEqual({ whatsapp: 0, emails: 0 });
    await h.db.update(reminders).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) });
    await sender.send(salon.salonId);
    expect((await allReminders())[0]).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
    expect(wa.state.sent).toHaveLength(0);
  });

  it('sends through the WhatsApp sandbox, which writes its outbox row itself (no transaction is open)', async () => {
    await visitIn(h.db, salon, 3);
    const sandbox = reminderRunner(h.db, sandboxWhatsApp(h.db));
    expect(await sandbox.run()).toEqual({ made: 1, whatsapp: 1, emails: 0 });
    const [row] = await h.db.select().from(outbox).where(eq(outbox.channel, 'WHATSAPP'));
    expect(row).toMatchObject({ salonId: salon.salonId, recipient: '+393471234567' });
    expect(row?.body).toContain(`${PUBLIC_APP_URL}/promemoria/`);
  });

  it('takes again a reminder whose process died after claiming it (at least once)', async () => {
    await visitIn(h.db, salon, 3);
    await sweepReminders(h.db);
    await h.db
      .update(reminders)
      .set({ status: 'SENDING', claimedAt: sql`now() - interval '5 minutes'` });
    expect(await sender.send(salon.salonId)).toEqual({ whatsapp: 0, emails: 0 });
    await h.db.update(reminders).set({ claimedAt: sql`now() - interval '11 minutes'` });
    expect(await sender.send(salon.salonId)).toEqual({ whatsapp: 1, emails: 0 });
    expect((await allReminders())[0]).toMatchObject({ status: 'SENT', claimedAt: null });
  });
});
