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

/**
 * The one way to read a salon-owned table across salons, for the few queries whose job that is
 * (the admin console's salons list, finding the salon of an integration key, of a checkout or
 * of a payment provider's event, the retention sweep): the call names
 * the exception, and src/db/tenant.test.ts allows it only in those files.
 */
export function acrossSalons<T extends SalonOwned>(table: T): T {
  return table;
}
