// The e-mail outbox on the durable jobs (issue #21, decision 0026): an e-mail is queued with the
// change that causes it, sent once by the worker, retried with backoff, DEAD after its attempts
// or at once when refused; the admin sees the dead letters (fiscal ones too) and "Riprova".
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmailRejected } from './adapters/adapters.ts';
import type { EmailMessage } from './adapters/adapters.ts';
import { jobs } from './db/schema/index.ts';
import { MAX_ATTEMPTS, runDueJobs } from './jobs/queue.ts';
import { EMAIL_JOB, enqueueEmail } from './services/jobs/email.ts';
import { appJobs } from './services/jobs/runner.ts';
import { issue, line, seedCashSalon, simulator } from './test-support/cash-calls.ts';
import { seedAdmin } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

/** An e-mail service that accepts, is down, or refuses (5xx), as the test says. */
function mailServer() {
  const state = { mode: 'ok' as 'ok' | 'down' | 'reject', sent: [] as EmailMessage[] };
  return {
    state,
    adapter: {
      async send(message: EmailMessage) {
        if (state.mode === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        if (state.mode === 'reject')
          throw new EmailRejected('Il server di posta ha rifiutato il messaggio (550)');
        state.sent.push(message);
      },
    },
  };
}

const mail = mailServer();
const fiscal = simulator();
const runner = appJobs({ email: mail.adapter, fiscal });
let h: Harness;
let admin: { token: string };
beforeAll(async () => {
  h = await createHarness({
    adapters: { email: mail.adapter, fiscal },
    config: { signupRequiresInvite: false },
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  mail.state.mode = 'ok';
  mail.state.sent.length = 0;
  fiscal.simulate({ mode: 'ok', latencyMs: 0 });
  admin = await seedAdmin(h.db, h.api);
});

const signup = (email: string) =>
  h.api('POST', '/auth/signup', {
    body: { email, password: 'Aurora2026!', name: 'Centro Aurora', termsAccepted: true },
  });
/** Time passes: every pending job is due now. */
const makeDue = () => h.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
const allJobs = () => h.db.select().from(jobs).orderBy(jobs.id);
const deadList = (token = admin.token) => h.api('GET', '/admin/jobs', { token });
const retry = (id: number, token = admin.token) =>
  h.api('POST', `/admin/jobs/${id}/retry`, { token });

describe('e-mails as durable jobs', () => {
  it('queues the e-mail with the change that causes it; the worker sends it once and keeps no code', async () => {
    expect((await signup('aurora@example.it')).status).toBe(201);
    await h.worker.idle();
    expect(mail.state.sent).toHaveLength(1);
    expect(mail.state.sent[0]).toMatchObject({
      to: 'aurora@example.it',
      subject: expect.stringMatching(/^Agendina: il tuo codice di verifica è \d{6}$/),
      messageId: expect.stringMatching(/^<email:[0-9a-f-]{36}@agendina>$/),
    });
    const [job] = await allJobs();
    expect(job).toMatchObject({ kind: EMAIL_JOB, state: 'DONE', attempts: 1 });
    expect(JSON.stringify(job?.payload)).not.toMatch(/\d{6}/);

    // A signup that fails (the address is taken) rolls its e-mail back with it.
    expect((await signup('aurora@example.it')).status).toBe(409);
    await h.worker.idle();
    expect(mail.state.sent).toHaveLength(1);
    expect(await allJobs()).toHaveLength(1);
  });

  it('retries with a doubling backoff, is DEAD after its attempts, and "Riprova" sends it', async () => {
    mail.state.mode = 'down';
    expect((await signup('luna@example.it')).status).toBe(201);
    await h.worker.idle();
    const [first] = await allJobs();
    expect(first).toMatchObject({
      state: 'PENDING',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    // 30 s after the first failure, 60 s after the second: runAt and updatedAt share one now().
    expect((first?.runAt.getTime() ?? 0) - (first?.updatedAt.getTime() ?? 0)).toBe(30_000);
    await makeDue();
    expect(await runDueJobs(h.db, runner)).toBe(1);
    const [second] = await allJobs();
    expect((second?.runAt.getTime() ?? 0) - (second?.updatedAt.getTime() ?? 0)).toBe(60_000);
    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue();
      expect(await runDueJobs(h.db, runner)).toBe(1);
    }
    const [dead] = await allJobs();
    expect(dead).toMatchObject({ state: 'DEAD', attempts: MAX_ATTEMPTS });
    await makeDue();
    expect(await runDueJobs(h.db, runner)).toBe(0);
    expect(mail.state.sent).toHaveLength(0);

    const listed = await deadList();
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: dead?.id,
        kind: 'email.send',
        state: 'DEAD',
        attempts: MAX_ATTEMPTS,
        lastError: 'connect ECONNREFUSED 127.0.0.1:587',
        salonName: 'Centro Aurora',
      }),
    ]);

    mail.state.mode = 'ok';
    const retried = await retry(dead?.id ?? 0);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: dead?.id, state: 'PENDING', attempts: 0 });
    await h.worker.idle();
    expect(mail.state.sent.map((m) => m.to)).toEqual(['luna@example.it']);
    expect((await deadList()).body).toEqual([]);
    expect(
      (await h.api('GET', '/admin/jobs', { token: admin.token, query: { state: 'DONE' } })).body,
    ).toMatchObject([{ id: dead?.id, state: 'DONE' }]);
    const again = await retry(dead?.id ?? 0);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'JOB_ALREADY_DONE' });
    expect((await retry(99_999)).body).toMatchObject({ code: 'JOB_NOT_FOUND' });
  });

  it('a refusal of the mail server (5xx) is DEAD at once', async () => {
    mail.state.mode = 'reject';
    expect((await signup('rifiuto@example.it')).status).toBe(201);
    await h.worker.idle();
    expect(await allJobs()).toMatchObject([
      {
        state: 'DEAD',
        attempts: 1,
        lastError: 'Il server di posta ha rifiutato il messaggio (550)',
      },
    ]);
  });

  it('sends each of many e-mails exactly once with several workers draining at once', async () => {
    for (let i = 0; i < 30; i++)
      await h.db.transaction((tx) =>
        enqueueEmail(tx, {
          to: `c${i}@example.it`,
          subject: 'Prova',
          text: 'Prova',
          salonId: null,
        }),
      );
    const ran = await Promise.all([
      runDueJobs(h.db, runner),
      runDueJobs(h.db, runner),
      runDueJobs(h.db, runner),
    ]);
    h.worker.nudge(EMAIL_JOB);
    await h.worker.idle();
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30);
    expect(mail.state.sent.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `c${i}@example.it`).sort(),
    );
  });

  it('only an ADMIN sees and retries the jobs', async () => {
    const salon = await seedCashSalon(h);
    expect((await deadList(salon.token)).status).toBe(403);
    expect((await retry(1, salon.token)).status).toBe(403);
  });
});

describe('fiscal dead letters in the same list', () => {
  it('shows a refused fiscal transmission with its salon; "Riprova" transmits it', async () => {
    const s = await seedCashSalon(h);
    fiscal.simulate({ mode: 'down' });
    const paid = await issue(h, s, {
      lines: [line()],
      payments: [{ method: 'CONTANTI', amountCents: 5000 }],
    });
    expect(paid.body).toMatchObject({ fiscalState: 'DA_TRASMETTERE' });
    fiscal.simulate({ mode: 'reject' });
    await makeDue();
    expect(await runDueJobs(h.db, runner)).toBe(1);
    const listed = await deadList();
    expect(listed.body).toEqual([
      expect.objectContaining({
        kind: 'fiscal.transmit',
        state: 'DEAD',
        salonName: 'Salone Cassa',
      }),
    ]);
    const receipt = () => h.api('GET', `/cash/receipts/${paid.body.id}`, { token: s.token });
    expect((await receipt()).body.fiscalState).toBe('RIFIUTATO');

    fiscal.simulate({ mode: 'ok', latencyMs: 0 });
    const [job] = await h.db.select().from(jobs).where(eq(jobs.kind, 'fiscal.transmit'));
    expect((await retry(job?.id ?? 0)).status).toBe(200);
    await h.worker.idle();
    expect((await receipt()).body.fiscalState).toBe('TRASMESSO');
    expect((await deadList()).body).toEqual([]);
  });
});
