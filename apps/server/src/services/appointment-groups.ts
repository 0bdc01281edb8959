// A group of appointments (one visit of several services) changes together (SPEC.md §4).
import { isLive } from '@agendina/scheduling';
import type { AppointmentStatus } from '@agendina/scheduling';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { conflict } from '../domain/errors.ts';
import { getGroup } from './appointments-read.ts';
import { loadSalon } from './catalog-data.ts';
import { writeAppointmentStatus } from './appointment-status-write.ts';
import { assertTransition } from './status.ts';

/** Deletes the group's appointments; answers how many there were (not found: none is the salon's). */
export async function deleteGroup(db: Database, salonId: number, groupId: string): Promise<number> {
  const group = await getGroup(db, salonId, groupId);
  await db
    .delete(appointments)
    .where(salonFilter(appointments, salonId, eq(appointments.groupId, groupId)));
  return group.length;
}

/** All or nothing: every live member changes to `status`, or none; answers the group after. */
export async function setGroupStatus(
  db: Database,
  salonId: number,
  groupId: string,
  status: AppointmentStatus,
) {
  const group = await getGroup(db, salonId, groupId);
  const live = group.filter((a) => isLive(a.status));
  if (live.length === 0)
    throw conflict(
      'Tutti gli appuntamenti del gruppo sono già completati o cancellati',
      'STATUS_FINAL',
    );
  const salon = await loadSalon(db, salonId);
  for (const member of live) assertTransition(member.status, status, salon.digitalCashEnabled);
  await writeAppointmentStatus(
    db,
    salonId,
    live.map((a) => a.id),
    status,
  );
  return getGroup(db, salonId, groupId);
}
