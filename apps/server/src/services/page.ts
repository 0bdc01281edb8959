import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
