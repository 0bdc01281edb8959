import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';
import type { Caller, Schemas } from '../http/types.ts';
import type { Tx } from './cash/jobs.ts';
import { pageOf } from './page.ts';

export type AuditAction =
  | 'salon.update'
  | 'session.revoke'
  | 'session.revokeAll'
  | 'integrationKey.issue'
  | 'integrationKey.revoke'
  | 'signupToken.create';

export interface AuditRecord {
  /** Null for an action on no salon (a signup token). */
  salonId: number | null;
  action: AuditAction;
  /** The Italian sentence the salon page shows. */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records an admin action. Takes the action's own transaction: the entry commits with the change
 * or not at all. Callers pass only the changed fields, never a secret or a hash.
 */
export async function recordAudit(tx: Tx, actor: Caller, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    salonId: record.salonId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: record.action,
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** One page of a salon's audit log, newest first. */
export async function auditPage(
  db: Database,
  salonId: number,
  page: number,
  size: number,
): Promise<Schemas['AuditPage']> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.salonId, salonId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.salonId, salonId)),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      summary: row.summary,
      before: row.before,
      after: row.after,
    })),
    page,
    size,
    Number(total?.n ?? 0),
  );
}
