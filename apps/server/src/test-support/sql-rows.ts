import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/**
 * The rows of a raw SQL query, typed by the caller. PGlite and node-postgres both answer
 * `execute` with `{ rows }`, but Drizzle's shared PgDatabase type does not say so: this is the
 * one place tests cast it.
 */
export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
