// The salon's operators (tag Operatori) as they are written: create, edit, working hours,
// services and time off. Their removal is operator-removal.ts.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { hairdresserServices, hairdressers, timeOff } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { invalid } from '../domain/errors.ts';
import {
  assertOwnServices,
  loadOperator,
  loadOperators,
  loadServices,
  toHairdresser,
} from './catalog-data.ts';
import type { OperatorData } from './catalog-data.ts';
import { canonicalHours } from './weekly-hours.ts';
import { assertOneMoreOperator } from './plan-limits.ts';

type Hairdresser = Schemas['Hairdresser'];

/** The operator as the contract shows it, with its services. */
export async function getOperator(
  db: Database,
  salonId: number,
  id: number,
): Promise<Schemas['Hairdresser']> {
  const [op, serviceRows] = await Promise.all([
    loadOperator(db, salonId, id),
    loadServices(db, salonId),
  ]);
  return toHairdresser(op, serviceRows);
}

async function setServices(
  db: Database,
  salonId: number,
  hairdresserId: number,
  ids: readonly number[],
): Promise<void> {
  await db
    .delete(hairdresserServices)
    .where(
      salonFilter(
        hairdresserServices,
        salonId,
        eq(hairdresserServices.hairdresserId, hairdresserId),
      ),
    );
  if (ids.length > 0)
    await db
      .insert(hairdresserServices)
      .values(ids.map((serviceId) => owned(salonId, { hairdresserId, serviceId })));
}

/** The salon's operators, those of `active` only when given. */
export async function listOperators(
  db: Database,
  salonId: number,
  active: boolean | undefined,
): Promise<Hairdresser[]> {
  const [ops, serviceRows] = await Promise.all([
    loadOperators(db, salonId),
    loadServices(db, salonId),
  ]);
  return ops
    .filter((o) => active === undefined || o.row.active === active)
    .map((o) => toHairdresser(o, serviceRows));
}

export async function createOperator(
  db: Database,
  salonId: number,
  b: Schemas['HairdresserCreateRequest'],
): Promise<Hairdresser> {
  const ids = b.serviceIds ?? [];
  await assertOwnServices(db, salonId, ids);
  const workingHours =
    b.workingHours === undefined ? null : canonicalHours(b.workingHours, 'workingHours');
  const id = await db.transaction(async (tx) => {
    await assertOneMoreOperator(tx, salonId);
    const [row] = await tx
      .insert(hairdressers)
      .values(
        owned(salonId, {
          name: b.name.trim(),
          role: b.role ?? 'HAIRDRESSER',
          colorCode: b.colorCode ?? '#9E9E9E',
          workingHours,
        }),
      )
      .returning({ id: hairdressers.id });
    const newId = (row as { id: number }).id;
    await setServices(tx, salonId, newId, ids);
    return newId;
  });
  return getOperator(db, salonId, id);
}

/**
 * Changes one of the salon's operators with `change` (404 first when it is not the salon's) and
 * answers the operator as the change left it.
 */
async function changeOperator(
  db: Database,
  salonId: number,
  id: number,
  change: (op: OperatorData) => Promise<void>,
): Promise<Hairdresser> {
  const op = await loadOperator(db, salonId, id);
  await change(op);
  return getOperator(db, salonId, op.row.id);
}

export async function updateOperator(
  db: Database,
  salonId: number,
  id: number,
  b: Schemas['HairdresserUpdateRequest'],
): Promise<Hairdresser> {
  return changeOperator(db, salonId, id, (op) =>
    db.transaction(async (tx) => {
      // Back to work counts as one more active operator: the plan's limit applies (issue #36).
      if (b.active === true && !op.row.active) await assertOneMoreOperator(tx, salonId);
      await tx
        .update(hairdressers)
        .set({
          ...(b.name === undefined ? {} : { name: b.name.trim() }),
          ...(b.role === undefined ? {} : { role: b.role }),
          ...(b.colorCode === undefined ? {} : { colorCode: b.colorCode }),
          ...(b.active === undefined ? {} : { active: b.active }),
        })
        .where(salonFilter(hairdressers, salonId, eq(hairdressers.id, op.row.id)));
    }),
  );
}

/** The operator's own hours (WeeklyHoursJson text), or null for the salon's. */
export async function setOperatorHours(
  db: Database,
  salonId: number,
  id: number,
  text: string | null,
): Promise<Hairdresser> {
  return changeOperator(db, salonId, id, async (op) => {
    await db
      .update(hairdressers)
      .set({ workingHours: text === null ? null : canonicalHours(text, 'workingHours') })
      .where(salonFilter(hairdressers, salonId, eq(hairdressers.id, op.row.id)));
  });
}

export async function setOperatorServices(
  db: Database,
  salonId: number,
  id: number,
  serviceIds: readonly number[],
): Promise<Hairdresser> {
  return changeOperator(db, salonId, id, async (op) => {
    await assertOwnServices(db, salonId, serviceIds);
    await db.transaction((tx) => setServices(tx, salonId, op.row.id, serviceIds));
  });
}

/** Replaces the operator's time off; invalid when a period ends before it starts. */
export async function setOperatorTimeOff(
  db: Database,
  salonId: number,
  id: number,
  periods: Schemas['TimeOffUpdateRequest']['timeOff'],
): Promise<Hairdresser> {
  return changeOperator(db, salonId, id, async (op) => {
    const errors: Record<string, string> = {};
    periods.forEach((t, i) => {
      if (t.endDate < t.startDate)
        errors[`timeOff[${i}].endDate`] = 'La fine deve venire dopo l’inizio';
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await db.transaction(async (tx) => {
      await tx
        .delete(timeOff)
        .where(salonFilter(timeOff, salonId, eq(timeOff.hairdresserId, op.row.id)));
      if (periods.length > 0) {
        await tx.insert(timeOff).values(
          periods.map((t) =>
            owned(salonId, {
              hairdresserId: op.row.id,
              startDate: t.startDate,
              endDate: t.endDate,
              reason: t.reason ?? null,
            }),
          ),
        );
      }
    });
  });
}
