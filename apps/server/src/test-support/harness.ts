import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createServer } from '../app.ts';
import type { createApp } from '../app.ts';
import type { AppOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase, rowsOf } from '../db/database.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { wipeTables } from '../db/wipe.ts';
import { contractViolation } from './contract-check.ts';
import { adminQuery, readSnapshot } from './pglite-snapshot.ts';
import type { JobWorker } from '../jobs/worker.ts';

/** Test settings: cheap password hashing, no console e-mails. */
export const testConfig: Partial<AppConfig> = {
  argon2: { memoryCost: 1024, timeCost: 1 },
  printOutbox: false,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
};

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Raw text body (text/plain). */
  text?: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Skip the response contract check (fuzzing checks statuses only). */
  unchecked?: boolean;
}

// Tests read bodies loosely by default; every response is checked against openapi/ at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Api = <T = any>(
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<ApiResponse<T>>;

export interface Harness {
  handle: DatabaseHandle;
  db: Database;
  app: ReturnType<typeof createApp>;
  /** The app's job worker (e-mails, fiscal retries): nudged by the requests that queue jobs. */
  worker: JobWorker;
  api: Api;
  /** Empties every table (one database per test file, TRUNCATE between tests). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/** Every response the tests see is checked against openapi/ (status documented, body matches). */
export function apiOf(app: ReturnType<typeof createApp>): Api {
  return apiOver((path, init) => app.request(path, init));
}

/**
 * The same calls over any fetch-like sender: the app in process (apiOf) or a real server over
 * HTTP (scale/processes.ts).
 */
export function apiOver(
  send: (path: string, init: RequestInit) => Response | Promise<Response>,
): Api {
  return async (method, path, options = {}) => {
    const url = new URL(path, 'http://localhost');
    for (const [k, v] of Object.entries(options.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.text !== undefined) {
      body = options.text;
      headers['Content-Type'] ??= 'text/plain';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await send(url.pathname + url.search, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    // JSON unless the contract documents another type (the cash desk's text/csv): then the text.
    const json = (response.headers.get('content-type') ?? 'application/json').includes('json');
    const parsed: unknown = text === '' ? null : json ? JSON.parse(text) : text;
    if (!options.unchecked) {
      const violation = contractViolation(method, url.pathname, response.status, parsed);
      if (violation) throw new Error(`Response breaks the contract: ${violation}`);
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
}

/**
 * With DATABASE_URL (scripts/test-postgres.sh) every test file gets its own fresh database, so
 * files running in parallel never truncate each other's rows; otherwise an in-memory PGlite.
 */
export async function openTestDatabase(migrate = true): Promise<DatabaseHandle> {
  const url = process.env['DATABASE_URL'];
  if (!url)
    return openDatabase(undefined, {
      databaseUrl: '',
      loadDataDir: await pgliteDump(migrate),
      migrate,
    });
  const name = `agendina_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  // A copy of the global setup's migrated database (pglite-snapshot.ts), when there is one.
  const template = migrate ? inject('postgresTemplate') : '';
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase(undefined, {
    databaseUrl: target.toString(),
    migrate: migrate && !template,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The global setup's dump (pglite-snapshot.ts) of a migrated cluster, or of a bare one (initdb
 * only), for PGlite's loadDataDir: a file's database starts from it instead of running initdb and
 * the migrations again. Undefined without one (on PostgreSQL).
 */
export async function pgliteDump(migrated = true): Promise<Blob | undefined> {
  const file = inject(migrated ? 'pgliteSnapshot' : 'pgliteBareSnapshot');
  return file ? readSnapshot(file) : undefined;
}

/**
 * Databases this worker's earlier files gave back, emptied. Opening a PGlite from the dump costs
 * about a second of processor time (PGlite reads and unpacks a 44 MB tar into its memory file
 * system) and a PostgreSQL database is a template copy and a drop: a file that starts on a
 * database an earlier file emptied is in the same state as a test after `reset` (issue #30).
 * Files of one worker run one after another, so a database is never shared by two at once.
 */
const spare: { handle: DatabaseHandle; tables: string }[] = [];

async function borrowTestDatabase(): Promise<{ handle: DatabaseHandle; tables: string }> {
  const kept = spare.pop();
  if (kept) return kept;
  const handle = await openTestDatabase();
  const listed = await rowsOf<{ tablename: string }>(
    handle.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'settings'`,
    ),
  );
  return { handle, tables: listed.map((r) => `"${r.tablename}"`).join(', ') };
}

export async function createHarness(
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<Harness> {
  const borrowed = await borrowTestDatabase();
  const { handle, tables } = borrowed;
  const { app, worker } = createServer({
    db: handle.db,
    allowedOrigins: ['http://localhost:5173'],
    ...options,
    config: { ...testConfig, ...options.config },
  });
  return {
    handle,
    db: handle.db,
    app,
    worker,
    api: apiOf(app),
    reset: async () => {
      // A test's e-mails still being sent must not land in the next test's empty tables.
      await worker.idle();
      await wipeTables(handle.db, tables);
    },
    close: async () => {
      await worker.stop();
      // Emptied for the worker's next file; a database that cannot be emptied is closed instead.
      try {
        await wipeTables(handle.db, tables);
        spare.push(borrowed);
      } catch {
        await handle.close();
      }
    },
  };
}
