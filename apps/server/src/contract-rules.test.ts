import { beforeEach, describe, expect, it } from 'vitest';
import { compiledContract } from './contract/contract.ts';
import { seedAdmin } from './test-support/fixtures.ts';
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

const operations = () => compiledContract().operations.map((c) => c.op);
/** Calls that would end the admin's own session. */
const ENDS_SESSION = new Set(['logout', 'logoutAllDevices', 'deactivateCurrentUser']);

describe('an account without a salon (ADMIN)', () => {
  it('gets 403 SALON_REQUIRED on exactly the operations that document it, whatever it sends', async () => {
    const admin = await seedAdmin(h.db, h.api);
    const wrong: string[] = [];
    for (const op of operations()) {
      if (op.security !== 'bearer' || op.tags.includes('Admin') || ENDS_SESSION.has(op.operationId))
        continue;
      const path = op.path.replace(/\{\w+\}/g, '1');
      const response = await h.api<{ code?: string }>(op.method, path, { token: admin.token });
      const refused = response.status === 403 && response.body.code === 'SALON_REQUIRED';
      if (refused !== op.requiresSalon)
        wrong.push(`${op.operationId}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps its own account and session calls', () => {
    const salonFree = operations()
      .filter((op) => op.security === 'bearer' && !op.requiresSalon)
      .map((op) => op.operationId)
      .sort();
    expect(salonFree).toEqual([
      'changePassword',
      'createSignupToken',
      'deactivateCurrentUser',
      'getAdminSalon',
      'getCurrentUser',
      'getSessionInfo',
      'getSignupToken',
      'issueAdminSalonIntegrationKey',
      'issueFiscalTestReceipt',
      'listAdminAudit',
      'listAdminJobs',
      'listAdminSalonAudit',
      'listAdminSalonIntegrationKeys',
      'listAdminSalonSessions',
      'listAdminSalons',
      'listSignupTokens',
      'logout',
      'logoutAllDevices',
      'retryAdminJob',
      'revokeAdminSalonIntegrationKey',
      'revokeAdminSalonSession',
      'revokeAllAdminSalonSessions',
      'testFiscalConnection',
      'updateAdminSalon',
      'voidFiscalTestReceipt',
    ]);
  });
});

describe('path ids', () => {
  it('answer 400 Dati non validi on every operation when they are not positive integers (or UUIDs)', async () => {
    const wrong: string[] = [];
    for (const op of operations()) {
      if (!op.path.includes('{') || op.tags.includes('Admin')) continue;
      // A booking page's address is a word, not an id (online-booking.test.ts checks its shape).
      if (op.path.includes('{slug}')) continue;
      for (const bad of ['abc', '0', '-5', '1.5']) {
        const path = op.path.replace(/\{\w+\}/g, bad);
        const response = await h.api<{ message: string; errors?: Record<string, string> }>(
          op.method,
          path,
          { token: s.token },
        );
        const name = /\{(\w+)\}/.exec(op.path)?.[1] as string;
        if (
          response.status !== 400 ||
          response.body.message !== 'Dati non validi' ||
          !response.body.errors?.[name]
        )
          wrong.push(`${op.operationId} ${path}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('bodies over 1 MB', () => {
  const huge = JSON.stringify({
    subject: 'Grande',
    category: 'OTHER',
    message: 'x'.repeat(1_100_000),
  });

  it('answer 413 with a clear message, with or without a Content-Length', async () => {
    const declared = await h.api('POST', '/support/tickets', {
      token: s.token,
      body: JSON.parse(huge) as unknown,
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({
      message: 'La richiesta supera il limite di 1 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const bytes = new TextEncoder().encode(huge);
    const streamed = await h.app.request('/support/tickets', {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64_000)
            controller.enqueue(bytes.subarray(at, at + 64_000));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await h.api('GET', '/support/tickets', { token: s.token })).body).toEqual([]);
  });

  it('are documented as 413 on every operation that takes a body', () => {
    const undocumented = operations()
      .filter((op) => op.body && !Object.hasOwn(op.responses, '413'))
      .map((op) => op.operationId);
    expect(undocumented).toEqual([]);
  });
});

describe('change-password (SPEC.md §8: 400 wrong current password, 422 requirements)', () => {
  const change = (body: unknown) =>
    h.api<{ message: string; code?: string }>('POST', '/auth/change-password', {
      token: s.token,
      body,
    });

  it('answers 422 PASSWORD_REQUIREMENTS for a new password that misses the rules', async () => {
    const short = await change({ currentPassword: 'Forbici2026!', newPassword: 'abc' });
    expect([short.status, short.body]).toEqual([
      422,
      {
        message: 'La password deve essere lunga almeno 6 caratteri',
        code: 'PASSWORD_REQUIREMENTS',
      },
    ]);
    const empty = await change({ currentPassword: 'Forbici2026!', newPassword: '' });
    expect([empty.status, empty.body.code]).toEqual([422, 'PASSWORD_REQUIREMENTS']);
  });

  it('answers 400 for a request of the wrong shape', async () => {
    expect((await change({ currentPassword: 'Forbici2026!', newPassword: 123456 })).status).toBe(
      400,
    );
    expect(
      (await change({ currentPassword: 'Forbici2026!', newPassword: 'x'.repeat(129) })).status,
    ).toBe(400);
    expect((await change({ newPassword: 'abc' })).status).toBe(400);
  });
});
