// What GET /health and GET /ready ask of the database.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { schemaIsCurrent } from '../db/database.ts';

/** Resolves when the database answers a trivial query; rejects when it does not. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Whether the database has every migration of this build (rejects when it does not answer). */
export function migrationsCurrent(db: Database): Promise<boolean> {
  return schemaIsCurrent(db);
}
