// The visits waiting at the cash desk (GET /cash/queue, MODULES.md "Cash desk"): appointments
// IN_PROGRESS, a group as one visit with every service its draft would bill (BOOKED or
// IN_PROGRESS), so the row the desk shows and the draft it loads agree.
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appointments, clients, hairdressers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { localIso } from '../time.ts';
import { groupsOf } from './visit-groups.ts';

type Visit = Schemas['CashQueueVisit'];

export async function listCashQueue(db: Database, salonId: number): Promise<Schemas['CashQueue']> {
  const groupsInProgress = groupsOf(db, salonId, eq(appointments.status, 'IN_PROGRESS'));
  const rows = await db
    .select({
      id: appointments.id,
      groupId: appointments.groupId,
      clientId: appointments.clientId,
      clientName: clients.name,
      serviceName: appointments.serviceName,
      hairdresserId: appointments.hairdresserId,
      hairdresserName: hairdressers.name,
      startAt: appointments.startAt,
      priceCents: appointments.priceCents,
    })
    .from(appointments)
    .innerJoin(clients, salonFilter(clients, salonId, eq(clients.id, appointments.clientId)))
    .innerJoin(
      hairdressers,
      salonFilter(hairdressers, salonId, eq(hairdressers.id, appointments.hairdresserId)),
    )
    .where(
      salonFilter(
        appointments,
        salonId,
        inArray(appointments.status, ['BOOKED', 'IN_PROGRESS']),
        or(eq(appointments.status, 'IN_PROGRESS'), inArray(appointments.groupId, groupsInProgress)),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.serviceOrder), asc(appointments.id));

  // Rows come oldest first, so a visit's first row is its first service and the map keeps the
  // visits in the order their first service starts.
  const visits = new Map<string, Visit>();
  for (const row of rows) {
    const key = row.groupId ?? `appointment-${row.id}`;
    const startTime = localIso(row.startAt);
    const service = {
      appointmentId: row.id,
      serviceName: row.serviceName,
      hairdresserId: row.hairdresserId,
      hairdresserName: row.hairdresserName,
      startTime,
      priceCents: row.priceCents,
    };
    const visit = visits.get(key);
    if (visit) {
      visit.appointmentIds.push(row.id);
      visit.services.push(service);
      visit.totalCents += row.priceCents;
    } else
      visits.set(key, {
        appointmentIds: [row.id],
        appointmentGroupId: row.groupId,
        clientId: row.clientId,
        clientName: row.clientName,
        startTime,
        totalCents: row.priceCents,
        services: [service],
      });
  }
  return { visits: [...visits.values()] };
}
