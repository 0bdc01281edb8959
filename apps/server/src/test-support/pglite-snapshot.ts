import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import type { DatabaseHandle } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar), or '' on PostgreSQL. */
    pgliteSnapshot: string;
    /** The same cluster before its first migration (the tests of migrating itself), or ''. */
    pgliteBareSnapshot: string;
    /** On PostgreSQL, a migrated, empty database every test file's database is copied from. */
    postgresTemplate: string;
  }
}

let dir: string | null = null;
let template: { url: string; name: string } | null = null;
/** The setup is shared by the config's projects (vitest.config.ts): prepared once, dropped once. */
let prepared: Promise<Provided> | null = null;
let users = 0;

interface Provided {
  pgliteSnapshot: string;
  pgliteBareSnapshot: string;
  postgresTemplate: string;
}

/**
 * Vitest global setup: one migrated PGlite, dumped once. Every test file then loads the dump
 * instead of running initdb and the migrations again (about 3.5 s of CPU a file, and much more on
 * a loaded machine; loading the dump takes under a second). On PostgreSQL, likewise, one migrated
 * database that each file's own database is created from (CREATE DATABASE … TEMPLATE copies its
 * files instead of replaying twenty migrations).
 */
export async function setup(project: TestProject): Promise<void> {
  users += 1;
  prepared ??= prepare();
  const provided = await prepared;
  project.provide('pgliteSnapshot', provided.pgliteSnapshot);
  project.provide('pgliteBareSnapshot', provided.pgliteBareSnapshot);
  project.provide('postgresTemplate', provided.postgresTemplate);
}

async function prepare(): Promise<Provided> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const name = `agendina_template_${process.pid}`;
    await adminQuery(url, `create database ${name}`);
    template = { url, name };
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase(undefined, { databaseUrl: target.toString() });
    await handle.close();
    return { pgliteSnapshot: '', pgliteBareSnapshot: '', postgresTemplate: name };
  }
  dir = await mkdtemp(join(tmpdir(), 'agendina-pglite-'));
  // initdb once: its dump is the bare cluster, and the migrated one starts from it.
  const bare = await dumpOf(await openDatabase(undefined, { databaseUrl: '', migrate: false }));
  const migrated = await dumpOf(
    await openDatabase(undefined, { databaseUrl: '', loadDataDir: bare }),
  );
  return {
    pgliteSnapshot: await save(migrated, 'migrated.tar'),
    pgliteBareSnapshot: await save(bare, 'bare.tar'),
    postgresTemplate: '',
  };
}

/** PGlite's dump of the handle's data directory; the handle is closed. */
async function dumpOf(handle: DatabaseHandle): Promise<Blob> {
  const client = (
    handle.db as unknown as {
      $client: { waitReady: Promise<void>; dumpDataDir: (c: 'none') => Promise<Blob> };
    }
  ).$client;
  // Unmigrated, nothing has waited for the cluster yet: a dump taken before it is ready never ends.
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

async function save(dump: Blob, name: string): Promise<string> {
  const file = join(dir as string, name);
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  return file;
}

export async function teardown(): Promise<void> {
  users -= 1;
  if (users > 0) return;
  if (dir) await rm(dir, { recursive: true, force: true });
  if (template) await adminQuery(template.url, `drop database if exists ${template.name}`);
}

/** One statement on the cluster's own database (CREATE and DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The dump made by `setup`, as PGlite's loadDataDir takes it. */
export async function readSnapshot(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
