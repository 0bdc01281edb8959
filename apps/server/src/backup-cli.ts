// `npm run backup [FILE]` and `npm run restore FILE` (issue #32): the embedded database of
// PGLITE_DATA_DIR (default .data/pglite), with the server stopped. With DATABASE_URL they refuse:
// PostgreSQL is backed up with pg_dump (README «Backup»).
import { resolve } from 'node:path';
import { readConfig } from './config.ts';
import { backupPglite, restorePglite } from './db/backup.ts';

const [command, given] = process.argv.slice(2);
// `npm run backup -w …` runs here, in apps/server: a file named on the command line is where the
// user typed it (INIT_CWD), as they expect.
const file =
  given === undefined ? undefined : resolve(process.env['INIT_CWD'] ?? process.cwd(), given);

try {
  const config = readConfig();
  if (config.databaseUrl)
    throw new Error('con DATABASE_URL usa pg_dump e pg_restore (README «Backup»)');
  if (!config.dataDir) throw new Error('PGLITE_DATA_DIR=memory: non c’è nulla da salvare su disco');
  if (command === 'backup') {
    const target =
      file ?? `backups/agendina-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const bytes = await backupPglite(config.dataDir, target);
    console.log(`Backup scritto in ${target} (${(bytes / 1_048_576).toFixed(1)} MB).`);
  } else if (command === 'restore') {
    if (!file) throw new Error('indica il file: npm run restore backups/agendina-….tar.gz');
    const aside = await restorePglite(file, config.dataDir);
    console.log(
      `Database ripristinato in ${config.dataDir} da ${file}.` +
        (aside ? ` Quello di prima è in ${aside}.` : ''),
    );
  } else throw new Error('uso: backup-cli.ts backup [FILE] | restore FILE');
} catch (error) {
  console.error(`Non riuscito: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
