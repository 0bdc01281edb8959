import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { salonFilter } from '../db/tenant.ts';
import type { SalonOwned } from '../db/tenant.ts';

/** The page and size a list was asked for: its first page, of `defaultSize` rows, when left out. */
export function pageAsked(
  query: { page?: number; size?: number },
  defaultSize: number,
): { page: number; size: number } {
  return { page: query.page ?? 0, size: query.size ?? defaultSize };
}

/** One page of a server-paged list, in the contract's envelope (AdminSalonPage, AuditPage …). */
export function pageOf<T>(
  content: T[],
  page: number,
  size: number,
  totalElements: number,
): { content: T[]; page: number; size: number; totalElements: number; totalPages: number } {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

/** How many rows of the salon's `table` match `where`: the total of a server-paged list. */
export async function countOf(
  db: Database,
  table: PgTable & SalonOwned,
  salonId: number,
  where?: SQL,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(salonFilter(table, salonId, where));
  return Number(row?.count ?? 0);
}

/** How a salon's list is cut into pages: the asked page and size, and what `where` matches. */
export interface SalonPageAsked {
  table: PgTable & SalonOwned;
  salonId: number;
  where: SQL | undefined;
  page: number;
  size: number;
}

/**
 * One page of a salon's list: the asked window of `ordered` (a dynamic select of `table`,
 * already narrowed by `where` and sorted), counted alongside, each row mapped to the contract.
 */
export async function salonPage<Q extends PgSelect, T>(
  db: Database,
  asked: SalonPageAsked,
  ordered: Q,
  map: (row: Awaited<Q>[number]) => T,
) {
  const { table, salonId, where, page, size } = asked;
  const [rows, total] = await Promise.all([
    ordered.limit(size).offset(page * size),
    countOf(db, table, salonId, where),
  ]);
  // limit and offset keep a dynamic select's type; TypeScript cannot see that through Q.
  return pageOf((rows as Awaited<Q>).map(map), page, size, total);
}
