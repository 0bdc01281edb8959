// Every operation of the contract under generated requests (fast-check, fixed seed): no answer is
// a 5xx, and every error is a status the operation documents with a body that matches its schema
// (ErrorBody). The requests mix valid input with the values that broke the server (issue #15).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeIntegrationKey } from './services/integration-keys.ts';
import { compiledContract } from './contract/contract.ts';
import type { ContractOperation, JsonSchema } from './contract/load.ts';
import { contractViolation } from './test-support/contract-check.ts';
import { PASSWORD, seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { requestArbitrary } from './test-support/requests.ts';
import type { GeneratedRequest } from './test-support/requests.ts';

const INTEGRATION_KEY = 'chiave-fuzz-0123456789';
/** Requests per operation: 92 operations × 24 is over 2,000 requests per run. */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 24);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20260312);
/**
 * Calls that end the session they are made with: each of their requests signs in anew, and they
 * run last, deactivation last of all (after it, the salon's user can no longer sign in).
 */
const SESSION_ENDING = ['changePassword', 'logoutAllDevices', 'logout', 'deactivateCurrentUser'];

let h: Harness;
let s: SalonFixture;
let adminToken: string;
beforeAll(async () => {
  h = await createHarness({
    config: { loginMaxFailuresPerAccount: 1000, loginMaxFailuresPerAddress: 1000 },
  });
  // With the digital cash desk, so the cash operations run their handlers (403 otherwise).
  s = await seedSalon(h.db, h.api, 'Salone Uno', { digitalCash: true });
  adminToken = (await seedAdmin(h.db, h.api)).token;
  // The ingestion API is fuzzed as the salon's assistant (every request carries both credentials).
  await storeIntegrationKey(h.db, s.salonId, 'Assistente di prova', INTEGRATION_KEY);
});
afterAll(() => h.close());

/** Session-ending calls last, in SESSION_ENDING's order. */
function fuzzOrder(a: ContractOperation, b: ContractOperation): number {
  return SESSION_ENDING.indexOf(a.operationId) - SESSION_ENDING.indexOf(b.operationId);
}

/** The Admin tag's calls as the ADMIN, session-ending ones on a fresh session, the rest as the salon. */
async function tokenFor(op: ContractOperation): Promise<string | undefined> {
  if (op.tags.includes('Admin')) return adminToken;
  if (!SESSION_ENDING.includes(op.operationId)) return s.token;
  const login = await h.api<{ token?: string }>('POST', '/auth/login', {
    body: { email: s.email, password: PASSWORD },
    unchecked: true,
  });
  return login.body.token;
}

/** Why the answer to a generated request is wrong, or null. */
async function send(op: ContractOperation, request: GeneratedRequest): Promise<string | null> {
  const { path, query, body, headers } = request;
  const payload =
    op.body?.mediaType === 'text/plain'
      ? { text: typeof body === 'string' ? body : JSON.stringify(body) }
      : { body };
  const response = await h.api(op.method, path, {
    token: await tokenFor(op),
    headers: { 'X-Integration-Key': INTEGRATION_KEY, ...headers },
    query,
    ...payload,
    unchecked: true,
  });
  // The app reads `/clients/` as `/clients` (Hono, strict: false); the contract's router must too.
  const pathname = new URL(path, 'http://localhost').pathname.replace(/(.)\/$/, '$1');
  const problem =
    response.status >= 500
      ? `${response.status}`
      : response.status >= 400
        ? contractViolation(op.method, pathname, response.status, response.body)
        : null;
  if (problem === null) return null;
  const sent = JSON.stringify(body)?.slice(0, 300);
  return `${op.operationId} ${op.method} ${path} ${JSON.stringify(query)} ${sent} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}: ${problem}`;
}

describe('fuzzing every operation of the contract', () => {
  // About 10 s on a quiet machine for the default runs; more with FUZZ_RUNS, or on a loaded one.
  it(
    'never answers 5xx, and every error is documented and matches ErrorBody',
    { timeout: 300_000 },
    async () => {
      const { contract, operations } = compiledContract();
      const resolve = (ref: string): JsonSchema | undefined =>
        contract.schemaFiles.get(ref.split('#')[0] as string);
      const ids = fc.constantFrom(
        ...s.clientIds,
        ...s.hairdresserIds,
        ...s.serviceIds,
        1,
        2,
        3,
        999_999,
      );
      const failures: string[] = [];
      let requests = 0;
      const started = performance.now();
      for (const { op } of [...operations].sort((a, b) => fuzzOrder(a.op, b.op))) {
        let first: string | null = null;
        let failed = 0;
        // Every run goes on after a failure, so each run sends RUNS requests per operation; the
        // first wrong answer of each operation is reported, with how many there were.
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op, resolve, ids), async (request) => {
            requests++;
            const problem = await send(op, request);
            if (problem !== null) {
              failed++;
              first ??= problem;
            }
          }),
          { numRuns: RUNS, seed: SEED },
        );
        if (first !== null) failures.push(`${failed}/${RUNS} ${first}`);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz: ${requests} requests over ${operations.length} operations in ${seconds} s (seed ${SEED})`,
      );
      expect(operations.length).toBeGreaterThanOrEqual(92);
      expect(requests).toBeGreaterThanOrEqual(2000);
      expect(failures).toEqual([]);
    },
  );
});
