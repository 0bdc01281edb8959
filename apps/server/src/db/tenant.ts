// Tenant scoping in one place (decision 0016): every read and write of a salon-owned table takes
// its salon filter from salonFilter and its salon_id from owned, and src/db/tenant.test.ts fails
// when a query of such a table in src does not.
import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table whose rows belong to a salon (it has salon_id). */
export interface SalonOwned {
  salonId: AnyPgColumn;
}

/** The rows of `table` that belong to the salon, narrowed by the further conditions. */
export function salonFilter(
  table: SalonOwned,
  salonId: number,
  ...conditions: (SQL | undefined)[]
): SQL {
  const own = eq(table.salonId, salonId);
  return and(own, ...conditions) ?? own;
}

/** Values to insert into a salon-owned table, with salon_id set to the salon. */
export function owned<V extends object>(salonId: number, values: V): V & { salonId: number } {
  return { ...values, salonId };
}
