import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import { auditLog, salons } from '../db/schema/index.ts';
import type { Caller } from '../domain/caller.ts';
import type { Schemas } from '../domain/contract-types.ts';
import type { Tx } from '../db/transaction.ts';
import { pageOf } from './page.ts';

/** The action codes, declared once in the contract (AuditAction: the register's filter). */
export type AuditAction = Schemas['AuditAction'];

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
 * Who acted: a signed-in caller, or someone without an account (a client through a link, the
 * server itself), named in words with no user id.
 */
export type AuditActor = Pick<Caller, 'email'> & { userId: number | null };

/**
 * Records an admin action. Takes the action's own transaction: the entry commits with the change
 * or not at all. Callers pass only the changed fields, never a secret or a hash.
 */
export async function recordAudit(tx: Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
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

/** The register's filters (GET /admin/audit); days are the salon's (its time zone), inclusive. */
export interface AuditFilters {
  salonId?: number | undefined;
  actor?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Midnight at the start of `day` in the salon's time zone, as an instant. */
const romeMidnight = (day: Temporal.PlainDate): Date =>
  new Date(day.toZonedDateTime(DEFAULT_TIME_ZONE).epochMilliseconds);

/** `%`, `_` and `\` of a typed text match themselves in ILIKE. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.salonId !== undefined) conditions.push(eq(auditLog.salonId, filters.salonId));
  if (filters.action !== undefined) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actor !== undefined)
    conditions.push(ilike(auditLog.actorEmail, `%${likeText(filters.actor.trim())}%`));
  if (filters.from !== undefined)
    conditions.push(gte(auditLog.at, romeMidnight(Temporal.PlainDate.from(filters.from))));
  if (filters.to !== undefined)
    conditions.push(
      lt(auditLog.at, romeMidnight(Temporal.PlainDate.from(filters.to).add({ days: 1 }))),
    );
  return conditions.length === 0 ? undefined : and(...conditions);
}

/**
 * One page of the audit log, newest first: a salon's (its page in /admin/salon/{id}) or the
 * whole register with its filters (acts on no salon included).
 */
export async function auditPage(
  db: Database,
  filters: AuditFilters,
  page: number,
  size: number,
): Promise<Schemas['AuditPage']> {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, salonName: salons.name })
      .from(auditLog)
      .leftJoin(salons, eq(salons.id, auditLog.salonId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return pageOf(
    rows.map(({ entry, salonName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actorEmail: entry.actorEmail,
      action: entry.action,
      summary: entry.summary,
      before: entry.before,
      after: entry.after,
      salonId: entry.salonId,
      salonName,
    })),
    page,
    size,
    Number(total?.n ?? 0),
  );
}
