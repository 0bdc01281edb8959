import { inArray } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';

type AppointmentRow = Pick<
  typeof appointments.$inferSelect,
  'id' | 'status' | 'serviceName' | 'startAt'
>;

/** "12/03/2026 alle 10:00" from the database's wall-clock text. */
function when(startAt: string): string {
  const [date = '', time = ''] = startAt.replace(' ', 'T').split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} alle ${time.slice(0, 5)}`;
}

/** Why an appointment cannot be paid at the desk, or null (BOOKED and IN_PROGRESS can). */
export function notPayable(row: AppointmentRow): string | null {
  const what = `L'appuntamento ${row.serviceName} del ${when(row.startAt)}`;
  if (row.status === 'COMPLETED') return `${what} è già completato o incassato`;
  if (row.status === 'CANCELLED') return `${what} è cancellato: non si può incassare`;
  // Issue #35: a held visit is not a booking until its deposit is paid online.
  if (row.status === 'HELD') return `${what} è in attesa dell'acconto online: non si può incassare`;
  return null;
}

/**
 * Locks the appointments a receipt settles (FOR UPDATE: two desks cannot settle one at once)
 * and checks they are the salon's and payable: 404 for an unknown id, 409 otherwise.
 */
export async function lockPayable(
  tx: Tx,
  salonId: number,
  ids: readonly number[],
): Promise<AppointmentRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      serviceName: appointments.serviceName,
      startAt: appointments.startAt,
    })
    .from(appointments)
    .where(salonFilter(appointments, salonId, inArray(appointments.id, [...ids])))
    .orderBy(appointments.id)
    .for('update');
  if (rows.length !== new Set(ids).size) throw notFound('Appuntamento non trovato');
  for (const row of rows) {
    const refusal = notPayable(row);
    if (refusal) throw conflict(refusal, 'APPOINTMENT_NOT_PAYABLE');
  }
  return rows;
}
