// A visit of several services is one group of appointments: the desk settles, queues and
// deducts deposits by visit, so it asks for the groups of some appointments first.
import { isNotNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';

/** The groups of the salon's appointments that meet `condition`, as a subquery. */
export function groupsOf(db: Database, salonId: number, condition: SQL) {
  return db
    .select({ groupId: appointments.groupId })
    .from(appointments)
    .where(salonFilter(appointments, salonId, condition, isNotNull(appointments.groupId)));
}
