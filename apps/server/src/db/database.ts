import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';

/** Drizzle over PGlite or node-postgres: the same query API on both. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' (embedded) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when set the embedded database is not used. */
  databaseUrl?: string | undefined;
  /** PGlite only: start from this dump (PGlite's dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database and brings it to the latest migration: a real PostgreSQL when
 * `databaseUrl` (or DATABASE_URL) is set, else the embedded PGlite, in memory when `dataDir`
 * is undefined (tests), persistent under `dataDir` otherwise.
 */
export async function openDatabase(
  dataDir?: string,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const databaseUrl =
    options.databaseUrl === undefined ? process.env['DATABASE_URL'] : options.databaseUrl;
  if (databaseUrl) return openPostgres(databaseUrl);
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist },
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10),
  });
  // An idle connection closed by the server (restart, DROP DATABASE ... WITH (FORCE)) must not crash the process.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL:', error.message);
  });
  const db = drizzle({ client: pool, schema });
  // Several test files may migrate one database at once: serialise them.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(727274)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(727274)');
    lock.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}
