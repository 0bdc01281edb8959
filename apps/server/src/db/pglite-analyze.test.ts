import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, rowsOf } from './database.ts';
import type { DatabaseHandle } from './database.ts';
import { analyzeWhereDue } from './pglite-analyze.ts';
import { driverOf } from './prepared.ts';
import { clients, salons } from './schema/index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  // PGlite only: PostgreSQL has autovacuum for this.
  handle = await openDatabase(undefined, { databaseUrl: '' });
});
afterAll(() => handle.close());

function client(): PGlite {
  const driver = driverOf(handle.db);
  if (!(driver instanceof PGlite)) throw new Error('PGlite expected');
  return driver;
}

async function estimatedRows(table: string): Promise<number> {
  const [row] = await rowsOf<{ rows: number }>(
    handle.db.execute(
      sql`select reltuples::float8 as "rows" from pg_class where relname = ${table}`,
    ),
  );
  return Number(row?.rows);
}

describe('analyzeWhereDue (PGlite has no autovacuum)', () => {
  it('gives the planner the size of a table that grew, as autovacuum would, and only then', async () => {
    const [salon] = await handle.db
      .insert(salons)
      .values({ name: 'Salone Statistiche' })
      .returning();
    await handle.db.insert(clients).values(
      Array.from({ length: 300 }, (_v, i) => ({
        salonId: salon?.id as number,
        name: `Cliente ${i}`,
      })),
    );
    // A backend reports its row counts at most once a second; the server's pass runs every minute.
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    await handle.db.execute(sql`select 1`);
    // Never analyzed: the planner knows nothing of the 300 rows.
    expect(await estimatedRows('clients')).toBeLessThan(0);
    expect(await analyzeWhereDue(client())).toContain('public.clients');
    expect(await estimatedRows('clients')).toBe(300);
    // Nothing changed since: nothing to analyze.
    expect(await analyzeWhereDue(client())).not.toContain('public.clients');
  });
});
