import type { Database } from '../../db/database.ts';
import { onlineBookingOperators, onlineBookingServices } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';

/** The ids of the services and operators the salon made bookable online. */
export async function bookable(db: Database, salonId: number) {
  const [serviceRows, operatorRows] = await Promise.all([
    db
      .select({ id: onlineBookingServices.serviceId })
      .from(onlineBookingServices)
      .where(salonFilter(onlineBookingServices, salonId)),
    db
      .select({ id: onlineBookingOperators.hairdresserId })
      .from(onlineBookingOperators)
      .where(salonFilter(onlineBookingOperators, salonId)),
  ]);
  return { serviceIds: serviceRows.map((r) => r.id), operatorIds: operatorRows.map((r) => r.id) };
}
