// Issue #32, item 4: every admin act is audited (who, what, when, before/after, the salon where
// there is one) and the «Registro attività» (GET /admin/audit) shows it, with its filters. The
// walk takes the list of admin writes from the contract, so a new admin operation without an
// entry fails here.
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { beforeEach, describe, expect, it } from 'vitest';
import { compiledContract } from './contract/contract.ts';
import { jobs } from './db/schema/index.ts';
import type { Schemas } from './http/types.ts';
import { enqueueEmail } from './services/jobs/email.ts';
import { PASSWORD, seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
let admin: string;
beforeEach(async () => {
  h = suite.h;
  s = suite.s;
  admin = (await seedAdmin(h.db, h.api)).token;
});

type Entry = Schemas['AuditEntry'];
const register = async (query: Record<string, string | number> = {}) => {
  const answer = await h.api<Schemas['AuditPage']>('GET', '/admin/audit', {
    token: admin,
    query: { size: 100, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** A dead e-mail job of the salon, as the worker leaves one after its last attempt. */
async function deadJob(): Promise<number> {
  await h.db.transaction((tx) =>
    enqueueEmail(tx, { to: s.email, subject: 'Prova', text: 'Prova', salonId: s.salonId }),
  );
  const [job] = await h.db.update(jobs).set({ state: 'DEAD', attempts: 8 }).returning();
  return job?.id as number;
}

/** Every admin write of the contract, made once, with the action its entry must carry. */
async function walkEveryAdminWrite(): Promise<Map<string, string>> {
  const base = `/admin/salons/${s.salonId}`;
  const expected = new Map<string, string>();
  const call = async (
    operationId: string,
    action: string,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const answer = await h.api(method, path, {
      token: admin,
      ...(body === undefined ? {} : { body }),
    });
    expect(answer.status, `${operationId}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    expected.set(operationId, action);
    return answer;
  };
  await call('updateAdminSalon', 'salon.update', 'PATCH', base, { digitalCashEnabled: true });
  // A second session of the owner, so that one can be revoked and then the rest.
  await h.api('POST', '/auth/login', { body: { email: s.email, password: PASSWORD } });
  const sessions = await h.api<{ id: string }[]>('GET', `${base}/sessions`, { token: admin });
  await call(
    'revokeAdminSalonSession',
    'session.revoke',
    'DELETE',
    `${base}/sessions/${sessions.body[0]?.id}`,
  );
  await call(
    'revokeAllAdminSalonSessions',
    'session.revokeAll',
    'POST',
    `${base}/sessions/revoke-all`,
  );
  const key = await call(
    'issueAdminSalonIntegrationKey',
    'integrationKey.issue',
    'POST',
    `${base}/integration-keys`,
    {
      label: 'Assistente WhatsApp',
    },
  );
  const keyId = (key.body as { key: { id: number } }).key.id;
  await call(
    'revokeAdminSalonIntegrationKey',
    'integrationKey.revoke',
    'POST',
    `${base}/integration-keys/${keyId}/revoke`,
  );
  await call('createSignupToken', 'signupToken.create', 'POST', '/admin/signup-tokens', {
    note: 'Salone Aurora',
    email: 'aurora@example.it',
  });
  await call('retryAdminJob', 'job.retry', 'POST', `/admin/jobs/${await deadJob()}/retry`);
  await call(
    'testFiscalConnection',
    'fiscal.connectionTest',
    'POST',
    '/admin/fiscal/connection-test',
  );
  const receipt = await call(
    'issueFiscalTestReceipt',
    'fiscal.testReceipt',
    'POST',
    '/admin/fiscal/test-receipt',
  );
  const document = (receipt.body as Schemas['FiscalTestResult']).document;
  await call('voidFiscalTestReceipt', 'fiscal.testVoid', 'POST', '/admin/fiscal/test-void', {
    providerId: document?.providerId,
    number: document?.number,
  });
  return expected;
}

describe('the «Registro attività»', () => {
  it('has an entry for every admin write of the contract, with who, what, when, before/after and salon', async () => {
    const started = Date.now();
    const expected = await walkEveryAdminWrite();
    const writes = compiledContract()
      .operations.map(({ op }) => op)
      .filter((op) => op.tags.includes('Admin') && op.method !== 'GET')
      .map((op) => op.operationId);
    expect([...expected.keys()].sort()).toEqual([...writes].sort());

    const page = await register();
    expect(page.totalElements).toBe(writes.length);
    const byAction = new Map<string, Entry>(page.content.map((e) => [e.action, e]));
    expect([...byAction.keys()].sort()).toEqual([...new Set(expected.values())].sort());
    for (const entry of page.content) {
      expect(entry.actorEmail).toBe('admin@agendina.it');
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
      expect(entry.summary.length).toBeGreaterThan(0);
      expect(entry.before !== null || entry.after !== null).toBe(true);
    }
    const salonActs = [
      'salon.update',
      'session.revoke',
      'session.revokeAll',
      'integrationKey.issue',
      'integrationKey.revoke',
      'job.retry',
    ];
    for (const action of salonActs)
      expect(byAction.get(action), action).toMatchObject({
        salonId: s.salonId,
        salonName: 'Salone Uno',
      });
    for (const action of [
      'signupToken.create',
      'fiscal.connectionTest',
      'fiscal.testReceipt',
      'fiscal.testVoid',
    ])
      expect(byAction.get(action), action).toMatchObject({ salonId: null, salonName: null });
    expect(byAction.get('job.retry')).toMatchObject({
      before: { state: 'DEAD', attempts: 8 },
      after: { state: 'PENDING', attempts: 0 },
    });
    expect(byAction.get('fiscal.testReceipt')?.after).toMatchObject({
      ok: true,
      documentNumber: expect.any(String),
    });
    // The salon's own page shows its entries, not the invitation's nor the fiscal tests'.
    const salonPage = await h.api<Schemas['AuditPage']>('GET', `/admin/salons/${s.salonId}/audit`, {
      token: admin,
      query: { size: 100 },
    });
    expect(salonPage.body.content.map((e) => e.action).sort()).toEqual([...salonActs].sort());
  });

  it('filters by actor, action, salon and days', async () => {
    await walkEveryAdminWrite();
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const second = await seedAdmin(h.db, h.api, 'seconda@agendina.it');
    await h.api('PATCH', `/admin/salons/${other.salonId}`, {
      token: second.token,
      body: { active: false },
    });

    expect(
      (await register({ actor: 'SECONDA' })).content.map((e) => [e.action, e.salonId]),
    ).toEqual([['salon.update', other.salonId]]);
    expect((await register({ action: 'salon.update' })).totalElements).toBe(2);
    expect((await register({ salonId: other.salonId })).totalElements).toBe(1);
    expect((await register({ actor: '%' })).totalElements).toBe(0);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: DEFAULT_TIME_ZONE });
    expect((await register({ from: today, to: today })).totalElements).toBe(11);
    expect((await register({ to: '2020-01-01' })).totalElements).toBe(0);
    const bad = await h.api('GET', '/admin/audit', {
      token: admin,
      query: { action: 'salon.delete' },
    });
    expect(bad.status).toBe(400);
    // The owner's sessions were all revoked by the walk: a fresh one.
    const owner = await h.api<{ token: string }>('POST', '/auth/login', {
      body: { email: s.email, password: PASSWORD },
    });
    const notAdmin = await h.api('GET', '/admin/audit', { token: owner.body.token });
    expect(notAdmin.status).toBe(403);
  });
});
