// Issue #18: a non-admin gets 403 on every admin call, and an ADMIN gets 403 SALON_REQUIRED on
// the owner's own key calls. Walks the contract, so a new Admin operation is covered by itself.
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
/** A path with real-looking ids: the salon's own where it names one, so only the role decides. */
const pathOf = (path: string, salonId: number) =>
  path
    .replace('{id}', String(salonId))
    .replace('{sessionId}', '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f')
    .replace(/\{\w+\}/g, '1');

describe('the Admin operations', () => {
  it('answer 403 to a salon account, every one of them (fiscal and jobs included)', async () => {
    const admin = operations().filter((op) => op.tags.includes('Admin'));
    expect(admin.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['listAdminSalons', 'testFiscalConnection', 'listAdminJobs']),
    );
    const wrong: string[] = [];
    for (const op of admin) {
      const response = await h.api<{ message: string; code?: string }>(
        op.method,
        pathOf(op.path, s.salonId),
        { token: s.token, ...(op.body ? { body: {} } : {}) },
      );
      if (response.status !== 403 || response.body.code !== 'FORBIDDEN')
        wrong.push(`${op.operationId}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
    // Nothing was done in the salon's name: its session still works.
    expect((await h.api('GET', '/users/me', { token: s.token })).status).toBe(200);
  });
});

describe("the owner's key calls", () => {
  it('answer 403 SALON_REQUIRED to an ADMIN', async () => {
    const admin = await seedAdmin(h.db, h.api);
    const own = operations().filter((op) => op.path.startsWith('/users/me/integration-keys'));
    expect(own).toHaveLength(4);
    for (const op of own) {
      const response = await h.api(op.method, pathOf(op.path, s.salonId), {
        token: admin.token,
        ...(op.body ? { body: { label: 'Voce' } } : {}),
      });
      expect([op.operationId, response.status, response.body.code]).toEqual([
        op.operationId,
        403,
        'SALON_REQUIRED',
      ]);
    }
  });
});
