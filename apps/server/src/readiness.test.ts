// GET /ready, the load balancer's readiness check (README "Produzione"): 200 only on a database
// that answers and has every migration, so processes started with MIGRATE_ON_START=false get no
// traffic before `npm run migrate` ran (issue #21).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { apiOf, createHarness, openTestDatabase, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /ready', () => {
  it('is ready on a migrated database', async () => {
    const response = await h.api('GET', '/ready');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ready', database: 'up', migrations: 'current' });
  });

  it('is not ready while the newest migration is missing', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await h.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const response = await h.api('GET', '/ready');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'not_ready', migrations: 'pending' });
      // Liveness stays up: the process is fine, it waits for the migration.
      expect((await h.api('GET', '/health')).status).toBe(200);
    } finally {
      await h.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${row?.created_at})`,
      );
    }
    expect((await h.api('GET', '/ready')).status).toBe(200);
  });

  it('is not ready on a database opened without migrating, until the migrations ran once', async () => {
    const bare = await openTestDatabase(false);
    try {
      const api = apiOf(createApp({ db: bare.db, allowedOrigins: [], config: testConfig }));
      const before = await api('GET', '/ready');
      expect(before.status).toBe(503);
      expect(before.body).toMatchObject({ database: 'up', migrations: 'pending' });
      expect(
        (
          (await bare.db.execute(
            sql`select count(*)::int as "n" from pg_tables where schemaname = 'public'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      ).toBe(0);
      if (bare.kind === 'postgres') {
        // `npm run migrate` in another process: here, one more handle on the same database.
        const url = new URL(process.env['DATABASE_URL'] as string);
        const name = (
          (await bare.db.execute(sql`select current_database() as "name"`)) as unknown as {
            rows: { name: string }[];
          }
        ).rows[0]?.name as string;
        url.pathname = `/${name}`;
        const migrator = await openDatabase(undefined, { databaseUrl: url.toString() });
        await migrator.close();
        expect((await api('GET', '/ready')).status).toBe(200);
      }
    } finally {
      await bare.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const gone = await openTestDatabase(false);
    const api = apiOf(createApp({ db: gone.db, allowedOrigins: [], config: testConfig }));
    await gone.close();
    const response = await api('GET', '/ready');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ database: 'down', migrations: 'unknown' });
  });
});
