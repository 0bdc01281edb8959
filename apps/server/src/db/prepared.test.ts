import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/harness.ts';
import type { DatabaseHandle } from './database.ts';
import { preparedRead } from './prepared.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const echo = preparedRead<{ text: string | null; n: number | string | null }>(
  'agendina_test_echo',
  'select $1::text as "text", $2::bigint as "n"',
);

describe('preparedRead (a statement prepared once, values bound by the driver)', () => {
  it('reads values back exactly, quotes, backslashes and would-be SQL included', async () => {
    for (const text of ["l'orto", 'a\\b', "x'); drop table users; --", 'città'])
      expect(await echo(handle.db, [text, 42])).toEqual([{ text, n: expect.anything() }]);
    const [row] = await echo(handle.db, [null, 7]);
    expect(row?.text).toBeNull();
    expect(Number(row?.n)).toBe(7);
  });

  it('refuses a value of the wrong type with the database error, and the next call works', async () => {
    await expect(echo(handle.db, ['a', 'non un numero'])).rejects.toMatchObject({ code: '22P02' });
    await expect(echo(handle.db, ['a', 1.5])).rejects.toMatchObject({ code: '22P02' });
    expect(await echo(handle.db, ['ancora', 1])).toHaveLength(1);
  });

  it("never runs inside another request's open transaction (PGlite has one session)", async () => {
    let failed = false;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // A failing read meanwhile would abort the transaction if it ran in it.
      const read = echo(handle.db, ['a', 'non un numero']).catch(() => (failed = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.execute(sql`select 2`);
      void read;
    });
    await expect.poll(() => failed).toBe(true);
  });
});
