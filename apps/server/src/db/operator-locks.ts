import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/** The first key of every operator lock, so they never meet another use of advisory locks. */
const OPERATOR_LOCK_SPACE = 1_095_191_876; // 'AGND' as an int4

/**
 * Takes, inside the caller's transaction, the write lock of each operator's calendar (in id
 * order, so two writers never wait on each other in a cycle); PostgreSQL releases them at commit.
 *
 * Why: the no-double-booking exclusion constraint is checked after a row is inserted, so two
 * concurrent inserts for one slot each see the other's uncommitted row and wait on each other.
 * PostgreSQL breaks that deadlock only after deadlock_timeout (1 s), and 50 concurrent bookings
 * of one slot chained such waits for tens of seconds on a busy machine. Queued on the operator's
 * lock, the second writer meets the committed row at once and gets the constraint's own error.
 * The constraint still decides; the lock only orders the writers.
 */
export async function lockOperatorCalendars(
  tx: Pick<Database, 'execute'>,
  operatorIds: Iterable<number>,
): Promise<void> {
  for (const id of [...new Set(operatorIds)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${OPERATOR_LOCK_SPACE}::int, ${id}::int)`);
}
