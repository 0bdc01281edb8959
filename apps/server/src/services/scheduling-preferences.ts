// A client's scheduling preferences (the operator, days and time band the wizard proposes first).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { hairdressers, schedulingPreferences } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { assertOwnOperators } from './catalog-data.ts';
import { loadClient } from './client-row.ts';

/** The client's preferences; the defaults when none were saved. */
export async function readPreferences(
  db: Database,
  salonId: number,
  clientId: number,
): Promise<Schemas['SchedulingPreferences']> {
  const [row] = await db
    .select({ p: schedulingPreferences, name: hairdressers.name })
    .from(schedulingPreferences)
    .leftJoin(
      hairdressers,
      salonFilter(
        hairdressers,
        salonId,
        eq(hairdressers.id, schedulingPreferences.preferredHairdresserId),
      ),
    )
    .where(
      salonFilter(schedulingPreferences, salonId, eq(schedulingPreferences.clientId, clientId)),
    );
  if (!row)
    return {
      clientId,
      preferredHairdresserId: null,
      preferredHairdresserName: null,
      preferredDays: [],
      preferredTimeBand: 'ANY',
      notes: null,
      updatedAt: null,
    };
  return {
    clientId,
    preferredHairdresserId: row.p.preferredHairdresserId,
    preferredHairdresserName: row.name,
    preferredDays: row.p.preferredDays.split(',').filter(Boolean) as Schemas['Weekday'][],
    preferredTimeBand: row.p.preferredTimeBand,
    notes: row.p.notes,
    updatedAt: row.p.updatedAt?.toISOString() ?? null,
  };
}

/** Saves the client's preferences (the operator must be the salon's, not archived). */
export async function updatePreferences(
  db: Database,
  salonId: number,
  clientId: number,
  b: Schemas['SchedulingPreferencesInput'],
): Promise<Schemas['SchedulingPreferences']> {
  const client = await loadClient(db, salonId, clientId);
  if (b.preferredHairdresserId != null)
    await assertOwnOperators(db, salonId, [b.preferredHairdresserId]);
  const values = {
    preferredHairdresserId: b.preferredHairdresserId ?? null,
    preferredDays: b.preferredDays.join(','),
    preferredTimeBand: b.preferredTimeBand,
    notes: b.notes ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(schedulingPreferences)
    .values(owned(salonId, { clientId: client.id, salonId, ...values }))
    .onConflictDoUpdate({ target: schedulingPreferences.clientId, set: values });
  return readPreferences(db, salonId, client.id);
}
