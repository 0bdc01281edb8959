import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { serviceCategory as categoryOf, weeklyHoursOrNull } from '@agendina/scheduling';
import type {
  AvailabilityOperator,
  Operator,
  Service as RuleService,
  WeeklyHours,
} from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import {
  hairdresserServices,
  hairdressers,
  salons,
  services,
  timeOff,
} from '../db/schema/index.ts';
import { found, notFound } from '../domain/errors.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { OPERATOR_NOT_FOUND, SERVICE_NOT_FOUND } from '../domain/messages.ts';
import { salonFilter } from '../db/tenant.ts';

export type SalonRow = typeof salons.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type HairdresserRow = typeof hairdressers.$inferSelect;
export type TimeOffRow = typeof timeOff.$inferSelect;

export async function loadSalon(db: Database, salonId: number): Promise<SalonRow> {
  const [row] = await db.select().from(salons).where(eq(salons.id, salonId));
  return found(row, 'Salone non trovato');
}

export function salonHours(salon: SalonRow): WeeklyHours | null {
  return weeklyHoursOrNull(salon.openingHours);
}

export async function loadServices(db: Database, salonId: number): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(salonFilter(services, salonId, isNull(services.archivedAt)))
    .orderBy(asc(services.priority), asc(services.name), asc(services.id));
}

export async function loadService(db: Database, salonId: number, id: number): Promise<ServiceRow> {
  const [row] = await db
    .select()
    .from(services)
    .where(salonFilter(services, salonId, eq(services.id, id), isNull(services.archivedAt)));
  return found(row, ...SERVICE_NOT_FOUND);
}

export function toService(row: ServiceRow): Schemas['Service'] {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    durationMin: row.durationMinutes,
    durationMinutes: row.durationMinutes,
    priority: row.priority,
    active: row.active,
    category: row.category,
    description: row.description,
    phases: row.phases ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A service in the form the scheduling rules take. */
export function ruleService(row: ServiceRow): RuleService {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    durationMinutes: row.durationMinutes,
    priority: row.priority,
    active: row.active,
    category: categoryOf({ category: row.category, name: row.name }),
    phases: row.phases ?? null,
  };
}

/** An operator with their services and time off; the flat fields are what the availability rules read. */
export interface OperatorData extends AvailabilityOperator {
  row: HairdresserRow;
  serviceIds: number[];
  timeOff: TimeOffRow[];
}

/** The salon's operators (not archived) with their services and time off; `ids` narrows them. */
export async function loadOperators(
  db: Database,
  salonId: number,
  options: { ids?: number[]; activeOnly?: boolean } = {},
): Promise<OperatorData[]> {
  const conditions = [salonFilter(hairdressers, salonId), isNull(hairdressers.archivedAt)];
  if (options.ids)
    conditions.push(inArray(hairdressers.id, options.ids.length > 0 ? options.ids : [-1]));
  if (options.activeOnly) conditions.push(eq(hairdressers.active, true));
  const rows = await db
    .select()
    .from(hairdressers)
    .where(salonFilter(hairdressers, salonId, ...conditions))
    .orderBy(asc(hairdressers.name), asc(hairdressers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, offs] = await Promise.all([
    db
      .select()
      .from(hairdresserServices)
      .where(
        salonFilter(hairdresserServices, salonId, inArray(hairdresserServices.hairdresserId, ids)),
      ),
    db
      .select()
      .from(timeOff)
      .where(salonFilter(timeOff, salonId, inArray(timeOff.hairdresserId, ids)))
      .orderBy(asc(timeOff.startDate)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    active: row.active,
    workingHours: row.workingHours,
    row,
    serviceIds: links.filter((l) => l.hairdresserId === row.id).map((l) => l.serviceId),
    timeOff: offs.filter((t) => t.hairdresserId === row.id),
  }));
}

export async function loadOperator(
  db: Database,
  salonId: number,
  id: number,
): Promise<OperatorData> {
  const [op] = await loadOperators(db, salonId, { ids: [id] });
  return found(op, ...OPERATOR_NOT_FOUND);
}

/** Not found, saying `notFoundAs`, unless every id is a row of the salon's `table`, not archived. */
async function assertLive(
  db: Database,
  salonId: number,
  table: typeof services | typeof hairdressers,
  ids: readonly number[],
  notFoundAs: readonly [string, string],
): Promise<void> {
  if (ids.length === 0) return;
  const own = await db
    .select({ id: table.id })
    .from(table)
    .where(salonFilter(table, salonId, inArray(table.id, [...ids]), isNull(table.archivedAt)));
  if (own.length !== new Set(ids).size) throw notFound(...notFoundAs);
}

/** Not found unless every id is one of the salon's operators, not archived. */
export function assertOwnOperators(
  db: Database,
  salonId: number,
  ids: readonly number[],
): Promise<void> {
  return assertLive(db, salonId, hairdressers, ids, OPERATOR_NOT_FOUND);
}

/** Not found unless every id is one of the salon's services, not archived. */
export function assertOwnServices(
  db: Database,
  salonId: number,
  ids: readonly number[],
  notFoundAs: readonly [string, string] = SERVICE_NOT_FOUND,
): Promise<void> {
  return assertLive(db, salonId, services, ids, notFoundAs);
}

/** An operator in the form the scheduling rules take (services they perform, active ones only). */
export function ruleOperator(op: OperatorData, serviceRows: readonly ServiceRow[]): Operator {
  return {
    id: op.row.id,
    name: op.row.name,
    services: op.serviceIds.map((id) => ({
      id,
      isActive: serviceRows.find((s) => s.id === id)?.active ?? false,
    })),
  };
}

export function toHairdresser(
  op: OperatorData,
  serviceRows: readonly ServiceRow[],
): Schemas['Hairdresser'] {
  return {
    id: op.row.id,
    name: op.row.name,
    role: op.row.role,
    colorCode: op.row.colorCode,
    services: op.serviceIds.flatMap((id) => {
      const s = serviceRows.find((r) => r.id === id);
      return s
        ? [
            {
              id: s.id,
              name: s.name,
              price: s.price,
              duration: s.durationMinutes,
              isActive: s.active,
            },
          ]
        : [];
    }),
    workingHours: op.row.workingHours,
    timeOff: op.timeOff.map((t) => ({
      id: t.id,
      startDate: t.startDate,
      endDate: t.endDate,
      reason: t.reason,
    })),
    active: op.row.active,
    createdAt: op.row.createdAt.toISOString(),
  };
}
