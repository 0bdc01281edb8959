// Issue #32, item 6: `npm run backup` / `npm run restore` of the embedded database. A salon with
// its data is written through the API on a PGlite data directory; the backup is taken, the
// directory destroyed, the backup restored, and every row of every table is found again.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from './app.ts';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/database.ts';
import { PASSWORD, seedSalon } from './test-support/fixtures.ts';
import { apiOf, pgliteDump, testConfig } from './test-support/harness.ts';
import { sqlRows } from './test-support/sql-rows.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
let work: string;
afterAll(() => rm(work, { recursive: true, force: true }));

/** Every row of every table of the schema, as text, table by table. */
async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const tables = await sqlRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await sqlRows<{ row: string }>(
      db,
      sql.raw(`select t::text as row from ${name} t order by 1`),
    );
    out[name] = rows.map((r) => r.row);
  }
  return out;
}

describe('npm run backup, then npm run restore', () => {
  it(
    'brings back every row after the data directory is destroyed',
    { timeout: 120_000 },
    async () => {
      work = await mkdtemp(join(tmpdir(), 'agendina-backup-'));
      const dataDir = join(work, 'pglite');
      const handle = await openDatabase(dataDir, {
        databaseUrl: '',
        loadDataDir: await pgliteDump(),
      });
      const { app, worker } = createServer({
        db: handle.db,
        allowedOrigins: [],
        config: testConfig,
      });
      const api = apiOf(app);
      const salon = await seedSalon(handle.db, api, 'Salone Backup', { digitalCash: true });
      const booked = await api('POST', '/appointments', {
        token: salon.token,
        body: {
          clientId: salon.clientIds[0],
          hairdresserId: salon.hairdresserIds[0],
          serviceIds: [salon.serviceIds[0]],
          dateTime: '2030-03-12T10:00',
        },
      });
      expect(booked.status).toBe(201);
      await worker.stop();
      const before = await everyRow(handle.db);
      expect(before['public.appointments']).toHaveLength(1);
      expect(before['public.clients']?.length).toBeGreaterThan(0);
      await handle.close();

      // The scripts as an operator runs them (the server stopped), on this data directory.
      const env = { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' };
      const file = join(work, 'copie', 'agendina.tar.gz');
      const backup = await run(process.execPath, ['src/backup-cli.ts', 'backup', file], {
        cwd: serverDir,
        env,
      });
      expect(backup.stdout).toContain('Backup scritto in');
      await rm(dataDir, { recursive: true, force: true });
      const restore = await run(process.execPath, ['src/backup-cli.ts', 'restore', file], {
        cwd: serverDir,
        env,
      });
      expect(restore.stdout).toContain('Database ripristinato');

      const reopened = await openDatabase(dataDir, { databaseUrl: '' });
      try {
        expect(await everyRow(reopened.db)).toEqual(before);
        // And it works: the owner signs in on the restored database.
        const again = createServer({ db: reopened.db, allowedOrigins: [], config: testConfig });
        const login = await apiOf(again.app)('POST', '/auth/login', {
          body: { email: salon.email, password: PASSWORD },
        });
        expect(login.status).toBe(200);
        await again.worker.stop();
      } finally {
        await reopened.close();
      }
    },
  );
});
