// The names the waitlist shows (the staff's line, a claim link's offer): services and operators
// by id, read once for all the rows of a page.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { hairdressers, services } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';

export interface Names {
  service: (id: number) => string;
  /** The service's catalogue minutes (0 for an unknown one). */
  minutes: (id: number) => number;
  operator: (id: number | null) => string | null;
}

export async function namesOf(
  db: Database | Tx,
  salonId: number,
  serviceIds: readonly number[],
  operatorIds: readonly (number | null)[],
): Promise<Names> {
  const wanted = [...new Set(operatorIds.filter((id): id is number => id !== null))];
  const [serviceRows, operatorRows] = await Promise.all([
    serviceIds.length === 0
      ? []
      : db
          .select({ id: services.id, name: services.name, minutes: services.durationMinutes })
          .from(services)
          .where(salonFilter(services, salonId, inArray(services.id, [...new Set(serviceIds)]))),
    wanted.length === 0
      ? []
      : db
          .select({ id: hairdressers.id, name: hairdressers.name })
          .from(hairdressers)
          .where(salonFilter(hairdressers, salonId, inArray(hairdressers.id, wanted))),
  ]);
  const service = new Map(serviceRows.map((r) => [r.id, r]));
  const operator = new Map(operatorRows.map((r) => [r.id, r.name]));
  return {
    service: (id) => service.get(id)?.name ?? '',
    minutes: (id) => service.get(id)?.minutes ?? 0,
    operator: (id) => (id === null ? null : (operator.get(id) ?? null)),
  };
}

/** How the public pages name an operator: the first name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
