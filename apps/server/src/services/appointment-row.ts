import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { found } from '../domain/errors.ts';
import { APPOINTMENT_NOT_FOUND } from '../domain/messages.ts';

/** One appointment row of the salon; not found when it is not the salon's. */
export async function loadRow(ctx: { db: Database; salonId: number }, id: number) {
  const [row] = await ctx.db
    .select()
    .from(appointments)
    .where(salonFilter(appointments, ctx.salonId, eq(appointments.id, id)));
  return found(row, ...APPOINTMENT_NOT_FOUND);
}
