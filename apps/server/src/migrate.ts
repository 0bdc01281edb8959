// `npm run migrate`: brings the database (DATABASE_URL, else the PGlite of PGLITE_DATA_DIR) to
// the latest migration and exits. Run it once per deploy before starting the processes with
// MIGRATE_ON_START=false, so N processes never race to migrate (README, "Produzione").
import { mkdir } from 'node:fs/promises';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

try {
  const config = readConfig();
  if (config.dataDir && !config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const { close, kind } = await openDatabase(config.dataDir, {
    databaseUrl: config.databaseUrl,
    migrate: true,
  });
  await close();
  console.log(`Migrazioni applicate (${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}).`);
} catch (error) {
  console.error(
    `Migrazioni non riuscite: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
