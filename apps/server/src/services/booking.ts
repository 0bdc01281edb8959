import { MANUAL_SOURCE } from '@agendina/scheduling';
import type { TimelineItem } from '@agendina/scheduling';
import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Tx } from '../db/transaction.ts';
import type { Database } from '../db/database.ts';
import { appointments, clients, hairdressers } from '../db/schema/index.ts';
import { EXCLUSION_VIOLATION, pgErrorCode, retryingAbortedTransaction } from '../db/errors.ts';
import { lockOperatorCalendars } from '../db/operator-locks.ts';
import { conflict, found, notFound, refused } from '../domain/errors.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { checkPlan } from './plan.ts';
import type { BlockInput } from './plan.ts';
import type { CheckedPlan } from './plan.ts';
import { dbTime } from './time.ts';
import { loadWorld } from './world.ts';
import type { World } from './world.ts';
import { OPERATOR_BUSY_MESSAGE, SERVICE_NOT_FOUND } from '../domain/messages.ts';
import { owned, salonFilter } from '../db/tenant.ts';

export const slotTaken = () => conflict(OPERATOR_BUSY_MESSAGE, 'SLOT_TAKEN');

export interface BookingRequest {
  clientId: number;
  start: Temporal.PlainDateTime;
  blocks: BlockInput[];
  notes?: string | undefined;
  source?: Schemas['AppointmentSource'] | undefined;
  /** A group id even for one block (multi-operator create always answers one). */
  forceGroup?: boolean;
  /**
   * REQUESTED for an online request the staff will accept or decline (issue #34); HELD for a
   * visit whose deposit is being paid (issue #35: the time is held, not booked); BOOKED otherwise.
   */
  status?: 'BOOKED' | 'REQUESTED' | 'HELD';
}

/**
 * The activePeriods column of a placed block: the service's ACTIVE phases as offsets from its
 * start (TimelineItem.activePeriods, decision 0036), or null for one whole block. Every writer
 * stores this; the database trigger derives the operator's busy periods from it.
 */
export function storedActivePeriods(item: Pick<TimelineItem, 'activePeriods'>): string | null {
  return item.activePeriods ? JSON.stringify(item.activePeriods) : null;
}

/**
 * The columns a placed timeline item writes, the same for a new booking and a replanned visit
 * (PUT /appointments/{id}/plan): the catalogue's price, the times, the phases, the notes (the
 * plan's and the block's, null when both are empty) and the place in the group.
 */
export function placedColumns(
  item: TimelineItem,
  place: { index: number; groupId: string | null },
  request: { notes?: string | undefined; blocks: readonly BlockInput[] },
  world: Pick<World, 'services'>,
) {
  const service = world.services.find((s) => s.id === item.serviceId);
  const block = request.blocks[item.blockIndex];
  return {
    hairdresserId: item.operatorId,
    serviceId: item.serviceId,
    serviceName: item.serviceName,
    priceCents: service?.price ?? 0,
    startAt: dbTime(item.start),
    endAt: dbTime(item.end),
    durationMinutes: item.duration,
    notes:
      [request.notes, block?.blockNotes].filter((n) => n && n.trim() !== '').join('\n') || null,
    groupId: place.groupId,
    serviceOrder: place.groupId === null ? null : place.index + 1,
    activePeriods: storedActivePeriods(item),
  };
}

/** 404 for a client, operator or service that is not the salon's. */
export async function assertReferences(
  db: Database,
  salonId: number,
  clientId: number,
  world: World,
  blocks: readonly BlockInput[],
): Promise<void> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(salonFilter(clients, salonId, eq(clients.id, clientId), isNull(clients.archivedAt)));
  found(client, 'Client ID non disponibile', 'CLIENT_NOT_FOUND');
  for (const b of blocks) {
    if (!world.services.some((s) => s.id === b.serviceId)) throw notFound(...SERVICE_NOT_FOUND);
    if (!world.operators.some((o) => o.row.id === b.operatorId))
      throw notFound('No hairdresser available at the requested time', 'HAIRDRESSER_NOT_FOUND');
  }
}

export async function worldFor(
  db: Database,
  salonId: number,
  clientId: number,
  start: Temporal.PlainDateTime,
  excludeAppointmentIds: readonly number[] = [],
  busyOperatorIds?: readonly number[],
): Promise<World> {
  const day = start.toPlainDate();
  return loadWorld(db, salonId, {
    clientId,
    from: day.subtract({ days: 1 }),
    to: day.add({ days: 2 }),
    excludeAppointmentIds,
    busyOperatorIds,
  });
}

/** Refusal of a checked plan: 409 when an operator (or the client) is taken, 422 for any other error item. */
export function assertBookable(plan: CheckedPlan): void {
  const busy = plan.conflicts.find((c) => c.type === 'OPERATOR_BUSY' || c.type === 'CLIENT_BUSY');
  if (busy)
    throw busy.type === 'OPERATOR_BUSY' ? slotTaken() : conflict(busy.message, 'CLIENT_BUSY');
  const errors = plan.items.filter((i) => i.type === 'error');
  const first = errors[0];
  if (first)
    throw refused(
      first.message,
      errors.length === 1 ? first.code : 'SCHEDULE_INVALID',
      errors.map((e) => e.message),
    );
}

/** Writes the plan's appointments in one transaction (one group when several); the database refuses overlaps. */
export async function writePlan(
  db: Database,
  salonId: number,
  request: BookingRequest,
  plan: CheckedPlan,
  world: World,
): Promise<{ ids: number[]; groupId: string | null }> {
  const groupId =
    plan.timeline.items.length > 1 || request.forceGroup === true ? randomUUID() : null;
  try {
    const ids = await retryingAbortedTransaction(() =>
      db.transaction(async (tx) => {
        await lockOperatorCalendars(
          tx,
          plan.timeline.items.map((item) => item.operatorId),
        );
        const out: number[] = [];
        for (const [index, item] of plan.timeline.items.entries()) {
          const [row] = await tx
            .insert(appointments)
            .values(
              owned(salonId, {
                clientId: request.clientId,
                source: request.source ?? MANUAL_SOURCE,
                status: request.status ?? 'BOOKED',
                ...placedColumns(item, { index, groupId }, request, world),
              }),
            )
            .returning({ id: appointments.id });
          out.push((row as { id: number }).id);
        }
        return out;
      }),
    );
    return { ids, groupId };
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw slotTaken();
    throw error;
  }
}

/** Checks and books a plan: the one path of POST /appointments, multi-operator, the seed and the assistants. */
export async function book(
  db: Database | Tx,
  salonId: number,
  request: BookingRequest,
): Promise<{ ids: number[]; groupId: string | null; plan: CheckedPlan }> {
  // Only the operators it places: checkPlan reads the bookings of each block's operator alone.
  const operatorIds = request.blocks.map((b) => b.operatorId);
  const world = await worldFor(db, salonId, request.clientId, request.start, [], operatorIds);
  await assertReferences(db, salonId, request.clientId, world, request.blocks);
  const plan = checkPlan(request.start, request.blocks, world);
  assertBookable(plan);
  const written = await writePlan(db, salonId, request, plan, world);
  return { ...written, plan };
}

export async function hairdresserExists(
  db: Database,
  salonId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: hairdressers.id })
    .from(hairdressers)
    .where(
      salonFilter(hairdressers, salonId, eq(hairdressers.id, id), isNull(hairdressers.archivedAt)),
    );
  return row !== undefined;
}
