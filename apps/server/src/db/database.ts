import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { parseAsDrizzle } from './pglite-parsers.ts';
import { autoAnalyze } from './pglite-analyze.ts';
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
  /**
   * Bring the schema to the latest migration on open (the default). Several processes on one
   * PostgreSQL open it with false (MIGRATE_ON_START=false) after `npm run migrate` ran once.
   */
  migrate?: boolean | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The `when` of the newest migration in drizzle/: the schema is current once it is recorded. */
const latestMigration: number = (
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[];
  }
).entries.reduce((latest, entry) => Math.max(latest, entry.when), 0);

/**
 * The rows a raw statement (db.execute) answers, as its select list names them: PGlite and
 * node-postgres both answer an object with `rows`, which Drizzle's type over either leaves unknown.
 */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  const answer = await result;
  if (typeof answer !== 'object' || answer === null || !('rows' in answer))
    throw new TypeError('Risposta del database senza righe');
  const rows: unknown = answer.rows;
  if (!Array.isArray(rows)) throw new TypeError('Risposta del database senza righe');
  return rows as Row[];
}

/**
 * True when the database has every migration of this build (the readiness check): drizzle's
 * migrator records each applied one in drizzle.__drizzle_migrations with its `when`.
 */
export async function schemaIsCurrent(db: Database): Promise<boolean> {
  // A database never migrated has no such table: pending, not down.
  const [table] = await rowsOf<{ exists: boolean }>(
    db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`),
  );
  if (table?.exists !== true) return false;
  const [applied] = await rowsOf<{ latest: string }>(
    db.execute(sql`
      select coalesce(max(created_at), 0)::text as "latest" from drizzle.__drizzle_migrations
    `),
  );
  return Number(applied?.latest ?? 0) >= latestMigration;
}

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
  if (databaseUrl) return openPostgres(databaseUrl, options.migrate !== false);
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist },
  });
  parseAsDrizzle(client);
  const db = drizzlePglite({ client, schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  // No autovacuum in PGlite: the planner's statistics come from this (src/db/pglite-analyze.ts).
  const analyzer = autoAnalyze(client);
  const close = async () => {
    await analyzer.stop();
    await client.close();
  };
  return { db, kind: 'pglite', close };
}

async function openPostgres(url: string, migrateNow: boolean): Promise<DatabaseHandle> {
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
  const handle: DatabaseHandle = { db, kind: 'postgres', close: () => pool.end() };
  if (!migrateNow) return handle;
  // Several test files (or processes started with MIGRATE_ON_START) may migrate one database at
  // once: serialise them.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(727274)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(727274)');
    lock.release();
  }
  return handle;
}
