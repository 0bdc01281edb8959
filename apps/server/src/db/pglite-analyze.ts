// PGlite runs PostgreSQL as one single-user backend: no autovacuum daemon, so nothing ever
// ANALYZEs its tables and the planner works from default guesses forever. With them, the week
// calendar's join of 2,000 appointments to 200 clients ran as a nested loop over every client of
// the salon for each appointment (199,000 rows filtered away; 450 ms in the WASM backend against
// 33 ms as a hash join once the tables had statistics). The server does autovacuum's analyze
// part itself (decision 0073).
import type { PGlite } from '@electric-sql/pglite';

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
/** autovacuum_naptime's default: how often PostgreSQL looks for tables to analyze. */
export const ANALYZE_EVERY_MS = 60_000;

/**
 * ANALYZEs each table in which more rows changed since its last analyze than autovacuum would
 * wait for (50 plus a tenth of its rows); returns their names.
 */
export async function analyzeWhereDue(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', s.schemaname, s.relname) as "name"
       from pg_stat_user_tables s
       join pg_class c on c.oid = s.relid
      where s.n_mod_since_analyze > $1::float8 + $2::float8 * greatest(c.reltuples, 0)
      order by 1`,
    [ANALYZE_THRESHOLD, ANALYZE_SCALE_FACTOR],
  );
  for (const { name } of rows) await client.exec(`analyze ${name}`);
  return rows.map((r) => r.name);
}

/**
 * Runs analyzeWhereDue every `everyMs` (never two at once) until `stop`, which waits for a pass
 * under way so the database can close after it. The timer does not keep the process alive.
 */
export function autoAnalyze(
  client: PGlite,
  everyMs = ANALYZE_EVERY_MS,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      analyzeWhereDue(client).catch((error: unknown) => {
        // A closed database or a dropped table: the next pass, if any, tries again.
        if (!client.closed) console.error('PGlite ANALYZE:', (error as Error).message);
      }),
    );
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
