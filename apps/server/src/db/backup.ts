// Backup and restore of the embedded database (issue #32): PGlite's own dump of its data
// directory (dumpDataDir, a gzipped tar of the cluster), the consistent copy PGlite documents.
// PGlite serves one process: the server must be stopped while `npm run backup` or
// `npm run restore` runs (README «Backup»); PostgreSQL is backed up with pg_dump instead.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** Writes a backup of the data directory `dataDir` to `file`; answers its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`Nessun database in ${dataDir}`);
  const client = new PGlite({ dataDir, extensions: { btree_gist } });
  try {
    // Everything written is in the data files before they are copied.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await client.close();
  }
}

/**
 * Brings the backup `file` back as the data directory `dataDir`. A directory already there is
 * kept aside as `<dataDir>.prima-del-ripristino-<time>`, never deleted: a restore onto the wrong
 * directory can be undone. Answers where the old one went, if there was one.
 */
export async function restorePglite(file: string, dataDir: string): Promise<string | null> {
  const dump = new Blob([new Uint8Array(await readFile(file))], { type: 'application/x-gzip' });
  let keptAside: string | null = null;
  if (existsSync(dataDir)) {
    keptAside = `${dataDir}.prima-del-ripristino-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, keptAside);
  }
  await mkdir(dirname(dataDir), { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: dump, extensions: { btree_gist } });
  try {
    // A backup that does not open as a database fails here, not at the next start.
    await client.query('select 1');
  } finally {
    await client.close();
  }
  return keptAside;
}
