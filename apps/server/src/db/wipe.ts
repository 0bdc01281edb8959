import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Empties `tables` (quoted names, comma-separated) and restarts the identities they own, as
 * TRUNCATE … RESTART IDENTITY would, for the test harnesses (server tests, Pact's provider
 * states), which call it before every test or state.
 *
 * DELETE rather than TRUNCATE: a truncate of some sixty tables gives each a new file and cost
 * about 0.1 s of processor time on PGlite, even with one row to remove, where deleting the few
 * rows a test wrote costs next to nothing (decision 0069). Only the sequences a test advanced are
 * restarted. Replica mode skips ordinary triggers (the ledgers' guards, migration 0019; the data
 * versions) and foreign keys for this transaction only, so the order of the tables does not
 * matter; it is a superuser's setting (PGlite's user, the test cluster's), which the application's
 * own role could not use (decision 0041).
 */
export async function wipeTables(db: Database, tables: string): Promise<void> {
  const listed = tables
    .split(',')
    .map((name) => `'${name.trim().replace(/'/g, "''")}'`)
    .join(', ');
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`do $$
        declare
          listed regclass[] := array[${listed}]::regclass[];
          t regclass;
          s regclass;
        begin
          perform set_config('session_replication_role', 'replica', true);
          foreach t in array listed loop
            execute format('delete from %s', t);
          end loop;
          for s in
            select d.objid::regclass from pg_depend d
              join pg_sequences q on format('%I.%I', q.schemaname, q.sequencename)::regclass = d.objid
             where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
               and d.deptype in ('a', 'i') and d.refobjid = any(listed) and q.last_value is not null
          loop
            execute format('alter sequence %s restart', s);
          end loop;
        end $$`),
    );
  });
}
