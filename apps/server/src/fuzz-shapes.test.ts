// Issue #32, item 2: the shapes that broke the server before any schema looked at them, sent to
// every operation of the contract: arrays and objects nested 3,000 deep (a 500 on every
// operation, the forbidden-character walk ran out of stack), strings near the 1 MB limit, bodies
// of many keys, and bytes that are not UTF-8 in the body, the query and the path. No answer is a
// 5xx, and every error is a status the operation documents with a body matching ErrorBody.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledContract } from './contract/contract.ts';
import type { ContractOperation, JsonSchema } from './contract/load.ts';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './http/json-shape.ts';
import { storeIntegrationKey } from './services/integration-keys.ts';
import { contractViolation } from './test-support/contract-check.ts';
import { PASSWORD, seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { validOf } from './test-support/valid-values.ts';

const INTEGRATION_KEY = 'chiave-fuzz-0123456789';
const SESSION_ENDING = ['changePassword', 'logoutAllDevices', 'logout', 'deactivateCurrentUser'];
const DEEP = 3_000;
/** Not UTF-8: a lone continuation byte, an overlong "/", a surrogate half, a truncated sequence. */
const BAD_UTF8 = [0x80, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xff, 0xfe, 0xe2, 0x82];

let h: Harness;
let s: SalonFixture;
let adminToken: string;
beforeAll(async () => {
  h = await createHarness({
    config: { loginMaxFailuresPerAccount: 1000, loginMaxFailuresPerAddress: 1000 },
  });
  s = await seedSalon(h.db, h.api, 'Salone Uno', { digitalCash: true });
  adminToken = (await seedAdmin(h.db, h.api)).token;
  await storeIntegrationKey(h.db, s.salonId, 'Assistente di prova', INTEGRATION_KEY);
});
afterAll(() => h.close());

async function tokenFor(op: ContractOperation): Promise<string | undefined> {
  if (op.tags.includes('Admin')) return adminToken;
  if (!SESSION_ENDING.includes(op.operationId)) return s.token;
  const login = await h.api<{ token?: string }>('POST', '/auth/login', {
    body: { email: s.email, password: PASSWORD },
    unchecked: true,
  });
  return login.body.token;
}

/** A valid body of `op` (fixed seed) with every text in it `size` characters long. */
function validWithHugeTexts(
  op: ContractOperation,
  resolve: (ref: string) => JsonSchema | undefined,
  size: number,
): unknown {
  if (!op.body) return 'x'.repeat(size);
  const [body] = fc.sample(validOf(op.body.schema, resolve, fc.constant(s.clientIds[0] ?? 1)), {
    seed: 32,
    numRuns: 1,
  });
  const stack: unknown[] = [body];
  for (let node = stack.pop(); node !== undefined; node = stack.pop())
    if (typeof node === 'object' && node !== null)
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === 'string') (node as Record<string, unknown>)[key] = 'x'.repeat(size);
        else stack.push(child);
      }
  return typeof body === 'string' ? 'x'.repeat(size) : body;
}

interface Shape {
  name: string;
  body: string | Uint8Array;
  query?: string;
  /** What replaces every path parameter (already URL-encoded). */
  pathParam?: string;
}

function shapes(op: ContractOperation, resolve: (ref: string) => JsonSchema | undefined): Shape[] {
  const manyKeys = (n: number) =>
    `{${Array.from({ length: n }, (_, i) => `"k${i.toString(36)}":${i % 2}`).join(',')}}`;
  const badBody = Buffer.concat([
    Buffer.from('{"name":"'),
    Buffer.from(BAD_UTF8),
    Buffer.from('","notes":"'),
    Buffer.from(BAD_UTF8),
    Buffer.from('"}'),
  ]);
  const badEncoded = BAD_UTF8.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  return [
    { name: 'deep arrays', body: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}` },
    { name: 'deep objects', body: `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}` },
    { name: 'deep mixed', body: `${'[{"a":'.repeat(DEEP / 2)}1${'}]'.repeat(DEEP / 2)}` },
    { name: 'bare huge string', body: JSON.stringify('x'.repeat(900_000)) },
    { name: 'huge texts', body: JSON.stringify(validWithHugeTexts(op, resolve, 60_000)) },
    { name: 'many keys (under the bound)', body: manyKeys(15_000) },
    { name: 'many keys (over the bound)', body: manyKeys(60_000) },
    { name: 'many items', body: `[${Array.from({ length: 100_000 }, () => '0').join(',')}]` },
    { name: 'bad UTF-8 body', body: badBody },
    { name: 'bad UTF-8 query and path', body: '{}', query: badEncoded, pathParam: badEncoded },
  ];
}

async function send(op: ContractOperation, shape: Shape): Promise<string | null> {
  const path = op.path.replace(/\{\w+\}/g, shape.pathParam ?? String(s.clientIds[0] ?? 1));
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const query =
    shape.query === undefined
      ? ''
      : `?${(queryNames.length > 0 ? queryNames : ['q']).map((n) => `${n}=${shape.query}`).join('&')}`;
  const token = await tokenFor(op);
  const response = await h.app.request(path + query, {
    method: op.method,
    headers: {
      'Content-Type': op.body?.mediaType ?? 'application/json',
      'X-Integration-Key': INTEGRATION_KEY,
      'Idempotency-Key': crypto.randomUUID(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(op.method === 'GET' || op.method === 'HEAD' ? {} : { body: shape.body }),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  const body: unknown = text !== '' && json ? JSON.parse(text) : text;
  const pathname = new URL(path, 'http://localhost').pathname;
  const problem =
    response.status >= 500
      ? `${response.status}`
      : response.status >= 400
        ? contractViolation(op.method, pathname, response.status, body)
        : null;
  if (problem === null) return null;
  return `${op.operationId} «${shape.name}» → ${response.status} ${text.slice(0, 300)}: ${problem}`;
}

describe('the shapes of issue #32 on every operation', () => {
  it('never answer 5xx, and every error is documented', { timeout: 600_000 }, async () => {
    const { contract, operations } = compiledContract();
    const resolve = (ref: string): JsonSchema | undefined =>
      contract.schemaFiles.get(ref.split('#')[0] as string);
    const order = (a: ContractOperation, b: ContractOperation) =>
      SESSION_ENDING.indexOf(a.operationId) - SESSION_ENDING.indexOf(b.operationId);
    const failures: string[] = [];
    let requests = 0;
    for (const { op } of [...operations].sort((a, b) => order(a.op, b.op)))
      for (const shape of shapes(op, resolve)) {
        requests++;
        const problem = await send(op, shape);
        if (problem !== null) failures.push(problem);
      }
    expect(operations.length).toBeGreaterThanOrEqual(92);
    expect(requests).toBeGreaterThanOrEqual(operations.length * 10);
    expect(failures).toEqual([]);
  });

  it('answers a body nested deeper than the bound with a 400 in Italian, before login too', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, DEEP]) {
      const response = await h.app.request('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { body: TOO_DEEP_MESSAGE },
      });
    }
    // At the bound it is read, and refused by the schema as any other wrong body.
    const atBound = await h.app.request('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`,
    });
    expect(atBound.status).toBe(400);
    expect(JSON.stringify(await atBound.json())).not.toContain('profondità');
  });
});
