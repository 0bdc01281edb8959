// The dev outbox as tests read it: e-mails are sent by the job worker after the request that
// queued them commits, so a test waits for them, polling for a bounded time (never a fixed sleep).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** The e-mails to `recipient`, oldest first, once there are at least `count` (else throws). */
export async function waitForEmails(
  db: Database,
  recipient: string,
  count = 1,
  timeoutMs = 5000,
): Promise<OutboxRow[]> {
  // performance.now(): a test may fake Date, and its clock would never reach the deadline.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(asc(outbox.id));
    if (rows.length >= count) return rows;
    if (performance.now() > deadline)
      throw new Error(`${rows.length} e-mail a ${recipient} dopo ${timeoutMs} ms, attese ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The 6-digit code of the newest of the `count` e-mails to `recipient`. */
export async function waitForCode(db: Database, recipient: string, count = 1): Promise<string> {
  const rows = await waitForEmails(db, recipient, count);
  return /\b(\d{6})\b/.exec(rows.at(-1)?.body ?? '')?.[1] ?? '';
}
