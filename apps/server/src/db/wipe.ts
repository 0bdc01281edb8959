import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Empties `tables` (quoted names, comma-separated) for the test harnesses (server tests, Pact's
 * provider states). The ledgers refuse TRUNCATE (migration 0019); replica mode skips ordinary
 * triggers for this transaction only and is a superuser's setting (PGlite's user, the test
 * cluster's), so the application's own role could not do the same (decision 0041).
 */
export async function wipeTables(db: Database, tables: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  });
}
