// The values the server reads are the same with PGlite's per-query parsers dropped
// (pglite-parsers.ts): Drizzle's columns, its transactions, raw SQL and the prepared reads, on both
// databases (on PostgreSQL the module is never called, and the same assertions hold).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/harness.ts';
import type { DatabaseHandle } from './database.ts';
import { rowsOf } from './database.ts';
import { preparedRead } from './prepared.ts';
import { salons } from './schema/index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const stamped = preparedRead<{ at: Date; day: string }>(
  'agendina_test_parsers',
  `select '2026-11-30 10:15:00+00'::timestamptz as "at", '2026-11-30'::date::text as "day"`,
);

describe('reading timestamps, dates and intervals', () => {
  it('gives Drizzle columns their values, inside and outside a transaction', async () => {
    const createdAt = new Date('2026-11-30T09:00:00Z');
    const [inserted] = await handle.db
      .insert(salons)
      .values({ name: 'Salone parser', createdAt })
      .returning({ createdAt: salons.createdAt });
    expect(inserted?.createdAt).toEqual(createdAt);
    const inTransaction = await handle.db.transaction((tx) =>
      tx.select({ createdAt: salons.createdAt }).from(salons),
    );
    expect(inTransaction).toEqual([{ createdAt }]);
  });

  it('gives raw SQL the text Drizzle reads, as on PostgreSQL', async () => {
    const [row] = await rowsOf<{ day: string; span: string; days: string }>(
      handle.db.execute(
        sql`select '2026-11-30'::date as "day", interval '90 minutes' as "span",
                   array['2026-11-30'::date, '2026-12-01'::date] as "days"`,
      ),
    );
    expect(row?.day).toBe('2026-11-30');
    expect(row?.span).toBe('01:30:00');
    expect(row?.days).toBe('{2026-11-30,2026-12-01}');
  });

  it('gives a prepared read a Date for a timestamp, as node-postgres does', async () => {
    const [row] = await stamped(handle.db, []);
    expect(row?.at).toEqual(new Date('2026-11-30T10:15:00Z'));
    expect(row?.day).toBe('2026-11-30');
  });
});
