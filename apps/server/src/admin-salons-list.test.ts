// GET /admin/salons (/admin): search, status filter, every sort of the contract and server paging,
// checked on 10,000 salons (issue #18). The timings are bench/admin-salons.ts's job, not a test's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, seedSalon } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { seedManySalons } from './test-support/many-salons.ts';

const SALONS = 10_000;
let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await createHarness();
  await seedSalon(h.db, h.api, 'Salone 100% Uno');
  admin = (await seedAdmin(h.db, h.api)).token;
  await seedManySalons(h.db, SALONS - 1);
}, 120_000);
afterAll(() => h.close());

interface Row {
  id: number;
  name: string;
  ownerEmail: string | null;
  businessType: string;
  planCode: string | null;
  subscriptionStatus: string;
  createdAt: string;
  active: boolean;
  digitalCashEnabled: boolean;
}
interface Page {
  content: Row[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

const list = async (query: Record<string, string | number>) => {
  const response = await h.api<Page>('GET', '/admin/salons', { token: admin, query });
  expect(response.status).toBe(200);
  return response.body;
};

/** Every page of a listing, in order. */
async function walk(query: Record<string, string | number>, size: number): Promise<Row[]> {
  const first = await list({ ...query, page: 0, size });
  const rows = [...first.content];
  for (let page = 1; page < first.totalPages; page++)
    rows.push(...(await list({ ...query, page, size })).content);
  expect(rows).toHaveLength(first.totalElements);
  return rows;
}

/** The sort key of each field, as the contract orders it (text case-insensitively, nulls last). */
const KEYS: Record<string, (row: Row) => string | number | null> = {
  name: (r) => r.name.toLowerCase(),
  email: (r) => r.ownerEmail?.toLowerCase() ?? null,
  businessType: (r) => r.businessType,
  plan: (r) => r.planCode,
  status: (r) => r.subscriptionStatus,
  createdAt: (r) => Date.parse(r.createdAt),
  active: (r) => Number(r.active),
  digitalCash: (r) => Number(r.digitalCashEnabled),
};

/** The first pair of neighbours out of `field,direction` order (id breaking ties), if any. */
function misordered(rows: Row[], field: string, direction: 'asc' | 'desc'): string | null {
  const key = KEYS[field] as (row: Row) => string | number | null;
  const sign = direction === 'asc' ? 1 : -1;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] as Row;
    const b = rows[i] as Row;
    const [ka, kb] = [key(a), key(b)];
    let order: number;
    if (ka === kb) order = sign * (a.id - b.id);
    else if (ka === null) order = 1;
    else if (kb === null) order = -1;
    else order = sign * (ka < kb ? -1 : 1);
    if (order >= 0) return `${field},${direction} at ${i}: ${JSON.stringify([a, b])}`;
  }
  return null;
}

describe('GET /admin/salons on 10,000 salons', () => {
  it('pages the default sort (newest first) with no duplicate and no gap', async () => {
    const rows = await walk({}, 100);
    expect(rows).toHaveLength(SALONS);
    expect(new Set(rows.map((r) => r.id)).size).toBe(SALONS);
    expect(misordered(rows, 'createdAt', 'desc')).toBeNull();
  }, 120_000);

  it('sorts by every field of the contract, both ways, with the id breaking ties', async () => {
    const wrong: string[] = [];
    // A search narrows each walk to some 170 salons, 7 pages: every sort, both directions.
    for (const field of Object.keys(KEYS))
      for (const direction of ['asc', 'desc'] as const) {
        const rows = await walk({ q: 'centro 0', sort: `${field},${direction}` }, 25);
        expect(rows.length).toBeGreaterThan(150);
        if (new Set(rows.map((r) => r.id)).size !== rows.length)
          wrong.push(`${field},${direction}: duplicates`);
        const problem = misordered(rows, field, direction);
        if (problem) wrong.push(problem);
      }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('searches name or e-mail, case-insensitively, with % and _ taken as letters', async () => {
    const byName = await list({ q: 'ZENIT 04', size: 100 });
    expect(byName.totalElements).toBeGreaterThan(0);
    expect(byName.content.every((r) => r.name.toLowerCase().includes('zenit 04'))).toBe(true);
    const byEmail = await list({ q: 'SALONE000123@' });
    expect(byEmail.content.map((r) => r.ownerEmail?.toLowerCase())).toEqual([
      'salone000123@example.it',
    ]);
    const percent = await list({ q: '100%' });
    expect(percent.content.map((r) => r.name)).toEqual(['Salone 100% Uno']);
    expect((await list({ q: '_' })).totalElements).toBe(0);
  });

  it('filters by the effective subscription status (a trial past its end is NONE)', async () => {
    for (const status of ['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'NONE']) {
      const page = await list({ status, size: 100 });
      expect(page.totalElements).toBeGreaterThan(0);
      expect(page.content.every((r) => r.subscriptionStatus === status)).toBe(true);
    }
    const all = await Promise.all(
      ['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'NONE'].map((status) =>
        list({ status, size: 1 }),
      ),
    );
    expect(all.reduce((n, p) => n + p.totalElements, 0)).toBe(SALONS);
  });

  it('answers an empty page past the end, and 400 to a sort the contract does not know', async () => {
    const past = await list({ page: 500, size: 25 });
    expect(past).toMatchObject({ content: [], totalElements: SALONS, totalPages: 400 });
    const bad = await h.api('GET', '/admin/salons', { token: admin, query: { sort: 'password' } });
    expect(bad.status).toBe(400);
  });
});
