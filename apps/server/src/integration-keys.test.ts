// The assistants' integration keys: issued, shown once, rotated, revoked, by the salon owner
// (/users/me/integration-keys) and by an ADMIN (/admin/salons/{id}/integration-keys) (issue #18).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, integrationKeys, salons } from './db/schema/index.ts';
import { seedAdmin, seedSalon } from './test-support/fixtures.ts';
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

interface Issued {
  key: {
    id: number;
    label: string;
    prefix: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  };
  secret: string;
}

const mine = '/users/me/integration-keys';
const issue = (label: string) => h.api<Issued>('POST', mine, { token: s.token, body: { label } });
const ingest = (key: string) =>
  h.api('POST', '/integrations/messages', {
    headers: { 'X-Integration-Key': key },
    body: { clientPhoneNumber: '+393471234567', content: 'Ciao' },
  });

describe("the owner's integration keys", () => {
  it('issues a key shown once: agk_ and 32+ base62 characters, stored as a hash only', async () => {
    const issued = await issue('  Assistente WhatsApp ');
    expect(issued.status).toBe(201);
    expect(issued.body.secret).toMatch(/^agk_[0-9A-Za-z]{32,}$/);
    expect(issued.body.key).toMatchObject({
      label: 'Assistente WhatsApp',
      prefix: issued.body.secret.slice(0, 8),
      lastUsedAt: null,
      revokedAt: null,
    });
    const list = await h.api('GET', mine, { token: s.token });
    expect(list.body).toEqual([issued.body.key]);
    expect(JSON.stringify(list.body)).not.toContain(issued.body.secret);
    const rows = await h.db.select().from(integrationKeys);
    expect(JSON.stringify(rows)).not.toContain(issued.body.secret);
    expect((await ingest(issued.body.secret)).status).toBe(201);
  });

  it('records the last use, without a write per request', async () => {
    const { secret, key } = (await issue('Voce')).body;
    await ingest(secret);
    const [first] = await h.db.select().from(integrationKeys).where(eq(integrationKeys.id, key.id));
    expect(first?.lastUsedAt).toBeInstanceOf(Date);
    await ingest(secret);
    const [second] = await h.db
      .select()
      .from(integrationKeys)
      .where(eq(integrationKeys.id, key.id));
    expect(second?.lastUsedAt).toEqual(first?.lastUsedAt);
    const [shown] = (await h.api('GET', mine, { token: s.token })).body;
    expect(shown.lastUsedAt).toBe(first?.lastUsedAt?.toISOString());
  });

  it('rotates a key: the old one stops working, the new one has its label', async () => {
    const old = (await issue('Assistente vocale')).body;
    const rotated = await h.api<Issued>('POST', `${mine}/${old.key.id}/rotate`, {
      token: s.token,
    });
    expect(rotated.status).toBe(201);
    expect(rotated.body.key.label).toBe('Assistente vocale');
    expect(rotated.body.secret).not.toBe(old.secret);
    expect((await ingest(old.secret)).status).toBe(401);
    expect((await ingest(rotated.body.secret)).status).toBe(201);
    const again = await h.api('POST', `${mine}/${old.key.id}/rotate`, { token: s.token });
    expect([again.status, again.body.code]).toEqual([409, 'KEY_ALREADY_REVOKED']);
    expect((await h.api('GET', mine, { token: s.token })).body).toHaveLength(2);
  });

  it('revokes a key once: the second time 409 with the message, and nothing changes', async () => {
    const { key, secret } = (await issue('Voce')).body;
    const revoked = await h.api('POST', `${mine}/${key.id}/revoke`, { token: s.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await ingest(secret)).status).toBe(401);
    const again = await h.api('POST', `${mine}/${key.id}/revoke`, { token: s.token });
    expect([again.status, again.body]).toEqual([
      409,
      { message: 'La chiave è già stata revocata', code: 'KEY_ALREADY_REVOKED' },
    ]);
    const [row] = await h.db.select().from(integrationKeys);
    expect(row?.revokedAt?.toISOString()).toBe(revoked.body.revokedAt);
  });

  it('allows at most 10 active keys (422), and another after a revoke', async () => {
    const keys: Issued[] = [];
    for (let i = 1; i <= 10; i++) keys.push((await issue(`Chiave ${i}`)).body);
    const eleventh = await issue('Chiave 11');
    expect([eleventh.status, eleventh.body]).toEqual([
      422,
      {
        message: "Hai già 10 chiavi attive: revocane una prima di crearne un'altra",
        code: 'TOO_MANY_KEYS',
      },
    ]);
    await h.api('POST', `${mine}/${keys[0]?.key.id}/revoke`, { token: s.token });
    expect((await issue('Chiave 11')).status).toBe(201);
  });

  it("refuses an empty label and another salon's key (404)", async () => {
    expect((await issue('')).status).toBe(400);
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const theirs = await h.api<Issued>('POST', mine, { token: other.token, body: { label: 'X' } });
    for (const action of ['revoke', 'rotate']) {
      const response = await h.api('POST', `${mine}/${theirs.body.key.id}/${action}`, {
        token: s.token,
      });
      expect(response.status).toBe(404);
    }
    expect((await ingest(theirs.body.secret)).status).toBe(201);
  });

  it('stops every key of a deactivated salon', async () => {
    const { secret } = (await issue('Voce')).body;
    await h.db.update(salons).set({ active: false }).where(eq(salons.id, s.salonId));
    expect((await ingest(secret)).status).toBe(401);
  });
});

describe("an ADMIN on a salon's keys", () => {
  it('lists, issues and revokes them, each in the audit log without the secret', async () => {
    const admin = (await seedAdmin(h.db, h.api)).token;
    const path = `/admin/salons/${s.salonId}/integration-keys`;
    const issued = await h.api<Issued>('POST', path, { token: admin, body: { label: 'Voce' } });
    expect(issued.status).toBe(201);
    expect((await h.api('GET', path, { token: admin })).body).toEqual([issued.body.key]);
    expect((await h.api('GET', mine, { token: s.token })).body).toEqual([issued.body.key]);
    const revoke = `${path}/${issued.body.key.id}/revoke`;
    expect((await h.api('POST', revoke, { token: admin })).status).toBe(200);
    const again = await h.api('POST', revoke, { token: admin });
    expect([again.status, again.body.code]).toEqual([409, 'KEY_ALREADY_REVOKED']);
    const log = await h.db.select().from(auditLog);
    expect(log.map((e) => [e.action, e.summary])).toEqual([
      ['integrationKey.issue', 'Chiave di integrazione «Voce» creata'],
      ['integrationKey.revoke', 'Chiave di integrazione «Voce» revocata'],
    ]);
    const text = JSON.stringify(log);
    expect(text).not.toContain(issued.body.secret);
    const [row] = await h.db.select().from(integrationKeys);
    expect(text).not.toContain(row?.keyHash);
    const missing = await h.api('GET', '/admin/salons/999999/integration-keys', { token: admin });
    expect(missing.status).toBe(404);
  });
});
