import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKeyHash } from './auth/integration-key.ts';
import { compiledContract } from './contract/contract.ts';
import { salons } from './db/schema/index.ts';
import type { JsonSchema } from './contract/load.ts';
import { arbitraryOf, hostile } from './test-support/arbitraries.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

let h: Harness;
let s: SalonFixture;
beforeAll(async () => {
  h = await createHarness({
    config: { loginMaxFailuresPerAccount: 1000, loginMaxFailuresPerAddress: 1000 },
  });
  s = await seedSalon(h.db, h.api);
  // The ingestion API is fuzzed as the salon's assistant (every request carries both credentials).
  await h.db
    .update(salons)
    .set({ integrationKeyHash: integrationKeyHash(INTEGRATION_KEY) })
    .where(eq(salons.id, s.salonId));
});
afterAll(() => h.close());

/** Calls that end the fuzzing session itself. */
const SKIP = new Set(['logout', 'logoutAllDevices', 'deactivateCurrentUser', 'changePassword']);
const INTEGRATION_KEY = 'chiave-fuzz-0123456789';
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 30);

describe('bad input on every endpoint', () => {
  it('gets a 4xx with an Italian message, never a 500 (fast-check over the request schemas)', async () => {
    const contract = compiledContract();
    const resolve = (ref: string): JsonSchema | undefined =>
      contract.contract.schemaFiles.get(ref.split('#')[0] as string);
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
    for (const { op } of contract.operations) {
      if (SKIP.has(op.operationId)) continue;
      const pathArb = fc.record(
        Object.fromEntries(
          op.parameters
            .filter((p) => p.in === 'path')
            .map((p) => [
              p.name,
              fc.oneof(
                fc.constantFrom(
                  '1',
                  '2',
                  '3',
                  'abc',
                  '-5',
                  '0',
                  '1e3',
                  '99999999999999999999',
                  '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c',
                  '%00',
                ),
                ids.map(String),
              ),
            ]),
        ),
      );
      const queryArb = fc.record(
        Object.fromEntries(
          op.parameters
            .filter((p) => p.in === 'query')
            .map((p) => [
              p.name,
              fc.oneof(arbitraryOf(p.schema, resolve, ids), fc.string({ maxLength: 10 })),
            ]),
        ),
        { requiredKeys: [] },
      );
      const bodyArb = op.body
        ? fc.oneof(
            { weight: 4, arbitrary: arbitraryOf(op.body.schema, resolve, ids) },
            { weight: 1, arbitrary: hostile },
          )
        : fc.constant(undefined);
      await fc
        .assert(
          fc.asyncProperty(pathArb, queryArb, bodyArb, async (pathParams, query, body) => {
            const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
              encodeURIComponent(String((pathParams as Record<string, string>)[name])),
            );
            const q = Object.fromEntries(
              Object.entries(query as Record<string, unknown>).map(([k, v]) => [
                k,
                typeof v === 'object' ? JSON.stringify(v) : String(v),
              ]),
            );
            const options =
              op.body?.mediaType === 'text/plain'
                ? { text: typeof body === 'string' ? body : JSON.stringify(body) }
                : { body };
            const response = await h.api<{ message?: unknown }>(op.method, path, {
              token: s.token,
              headers: { 'X-Integration-Key': INTEGRATION_KEY },
              query: q,
              ...options,
              unchecked: true,
            });
            if (
              response.status >= 500 ||
              (response.status >= 400 && typeof response.body?.message !== 'string')
            ) {
              failures.push(
                `${op.operationId} ${response.status} ${path} ${JSON.stringify(q)} ${JSON.stringify(body)?.slice(0, 300)} → ${JSON.stringify(response.body).slice(0, 300)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, seed: Number(process.env['FUZZ_SEED'] ?? 20260312), endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
