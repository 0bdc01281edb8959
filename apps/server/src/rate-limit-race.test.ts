// Issue 32: a login under a parallel attack once answered 500. A known device's good password
// forgot two counters in one statement, which locked their rows in the table's order, while the
// attacker's claims locked the same rows in key order: PostgreSQL broke the deadlock by aborting
// one of them. Runs on PGlite (npm test) and on PostgreSQL (npm run test:postgres, same files),
// where the pool gives each call its own connection.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claim, forget, release, windowRule } from './auth/rate-limit.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const keys = ['acct:a', 'acct:b', 'addr:c'];
const rules = keys.map((key) => windowRule(key, { limit: 1000, seconds: 60 }));

describe('rate-limit counters under parallel claims, releases and forgets', () => {
  it('every call ends without an error, whatever order its statement would lock the rows in', async () => {
    const calls = Array.from({ length: 60 }, (_, i) => {
      if (i % 3 === 0) return claim(h.db, rules);
      if (i % 3 === 1) return release(h.db, [...keys].reverse());
      return forget(h.db, [keys[2] as string, keys[0] as string]);
    });
    const settled = await Promise.allSettled(calls);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
  });

  it('a claim still counts: the 4th use of a limit of 3 waits', async () => {
    const rule = windowRule('acct:z', { limit: 3, seconds: 60 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => claim(h.db, [rule])));
    expect(answers.filter((a) => a === null)).toHaveLength(3);
    expect(answers.filter((a) => a !== null)).toEqual([60]);
  });

  it('never asks to wait longer than the window, for a claim stamped before the window began', async () => {
    const rule = windowRule('acct:y', { limit: 3, seconds: 60 });
    const start = new Date();
    for (let i = 0; i < 3; i++) expect(await claim(h.db, [rule], start)).toBeNull();
    // Made at once with the others, its clock read half a second before the window's first use.
    expect(await claim(h.db, [rule], new Date(start.getTime() - 500))).toBe(60);
  });
});
