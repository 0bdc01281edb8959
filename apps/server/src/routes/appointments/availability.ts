import type { Temporal } from 'temporal-polyfill';
import {
  alternativeSlots,
  busyMinutes,
  clashes,
  isInsideRanges,
  minuteOfDay,
  nextSlot,
  occupancy,
  operatorDay,
  operatorSlots,
  operatorsFor,
  SLOT_STEP_MINUTES,
  workingRanges,
} from '@agendina/scheduling';
import { found, notFound } from '../../domain/errors.ts';
import type { Handlers, RequestCtx } from '../context.ts';
import { durationOf, periodsOf } from '../../services/plan.ts';
import { plainDate, plainDateTime, salonNow } from '../../services/time.ts';
import { visitMemberIds } from '../../services/visit-members.ts';
import { loadWorld } from '../../services/world.ts';
import type { World } from '../../services/world.ts';
import { loadClient } from '../../services/client-row.ts';
import { dayRange, MAX_CALENDAR_DAYS, MAX_STATS_DAYS } from '../../services/day-range.ts';
import {
  AVAILABILITY_MESSAGES,
  OPERATOR_BUSY_MESSAGE,
  OPERATOR_NOT_FOUND,
  SERVICE_NOT_FOUND,
  UNAVAILABLE_REASONS,
} from '../../domain/messages.ts';

/**
 * The world of an availability question. `excludeVisitOf` is the visit being edited or moved:
 * its appointments count as free, as they will for PUT /appointments/{id}/plan.
 */
async function worldOn(
  ctx: RequestCtx,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  { clientId, excludeVisitOf }: { clientId?: number; excludeVisitOf?: number } = {},
): Promise<World> {
  if (clientId !== undefined) await loadClient(ctx.db, ctx.salonId, clientId);
  const excludeAppointmentIds =
    excludeVisitOf === undefined ? [] : await visitMemberIds(ctx.db, ctx.salonId, excludeVisitOf);
  return loadWorld(ctx.db, ctx.salonId, { clientId, from, to, excludeAppointmentIds });
}

function operatorOf(world: World, id: number) {
  return found(
    world.operators.find((o) => o.row.id === id),
    ...OPERATOR_NOT_FOUND,
  );
}

function serviceOf(world: World, id: number) {
  return found(
    world.services.find((s) => s.id === id),
    ...SERVICE_NOT_FOUND,
  );
}

/** Now rounded up to the slot grid (searches never offer the past). */
function fromNow(): Temporal.PlainDateTime {
  const now = salonNow();
  const minute = Math.ceil(minuteOfDay(now) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  return now.with({ hour: 0, minute: 0 }).add({ minutes: minute });
}

export const availabilityHandlers = {
  async checkAvailability(ctx) {
    const b = ctx.body;
    const start = plainDateTime(b.dateTime);
    const day = start.toPlainDate();
    const world = await worldOn(ctx, day.subtract({ days: 1 }), day.add({ days: 2 }), {
      clientId: b.clientId,
    });
    const op = operatorOf(world, b.hairdresserId);
    const s = minuteOfDay(start);
    const e = s + b.durationMinutes;
    // One entry per booking, even when two of its active periods meet the request.
    const conflicts = clashes(busyMinutes(world.busy, op.row.id, day), s, b.durationMinutes)
      .filter(
        (x, i, all) =>
          x.slot.appointmentId !== b.excludeAppointmentId &&
          all.findIndex((y) => y.slot === x.slot) === i,
      )
      .map((x) => ({
        startTime: x.slot.startAt,
        endTime: x.slot.endAt,
        appointmentId: x.slot.appointmentId,
        clientName: x.slot.clientName,
        service: x.slot.service,
      }));
    const outside = !isInsideRanges(workingRanges(op, world.salonHours, day), s, e);
    const message =
      conflicts.length > 0
        ? OPERATOR_BUSY_MESSAGE
        : outside
          ? AVAILABILITY_MESSAGES.outsideWorkingHours
          : AVAILABILITY_MESSAGES.available;
    return ctx.ok({
      available: conflicts.length === 0 && !outside,
      outsideWorkingHours: outside,
      message,
      conflicts,
    });
  },

  async getAvailableSlots(ctx) {
    const date = plainDate(ctx.query.date);
    const world = await worldOn(ctx, date, date.add({ days: 1 }), ctx.query);
    const op = operatorOf(world, ctx.query.hairdresserId);
    serviceOf(world, ctx.query.serviceId);
    const { duration, isCustomDuration, activePeriods } = durationOf(ctx.query.serviceId, world);
    return ctx.ok({
      date: date.toString(),
      hairdresserId: op.row.id,
      serviceId: ctx.query.serviceId,
      durationMinutes: duration,
      isCustomDuration,
      slots: op.serviceIds.includes(ctx.query.serviceId)
        ? operatorSlots(world, op, date, duration, 0, activePeriods)
        : [],
    });
  },

  async getOperatorAvailability(ctx) {
    const date = plainDate(ctx.query.date);
    const world = await worldOn(ctx, date, date.add({ days: 1 }));
    return ctx.ok(operatorDay(world, operatorOf(world, ctx.params.id), date));
  },

  async getHairdresserAvailability(ctx) {
    const { first, last, days } = dayRange(ctx.query.from, ctx.query.to, MAX_CALENDAR_DAYS);
    const world = await worldOn(ctx, first, last.add({ days: 1 }));
    const op = operatorOf(world, ctx.params.id);
    return ctx.ok(days.map((d) => operatorDay(world, op, d)));
  },

  async getServiceAvailability(ctx) {
    const date = plainDate(ctx.query.date);
    const world = await worldOn(ctx, date, date.add({ days: 1 }), ctx.query);
    const service = serviceOf(world, ctx.params.serviceId);
    const { duration, activePeriods } = durationOf(service.id, world);
    return ctx.ok({
      serviceId: service.id,
      serviceName: service.name,
      date: date.toString(),
      durationMinutes: duration,
      operators: operatorsFor(world.operators, service.id).map((op) => ({
        hairdresserId: op.row.id,
        hairdresserName: op.row.name,
        colorCode: op.row.colorCode,
        slots: operatorSlots(world, op, date, duration, 0, activePeriods),
      })),
    });
  },

  async listServiceOperatorsAvailability(ctx) {
    const at = ctx.query.dateTime ? plainDateTime(ctx.query.dateTime) : fromNow();
    const day = at.toPlainDate();
    const world = await worldOn(ctx, day, day.add({ days: 8 }), ctx.query);
    const service = serviceOf(world, ctx.params.id);
    const s = minuteOfDay(at);
    const e = s + service.durationMinutes;
    const periods = periodsOf(service.id, service.durationMinutes, world);
    return ctx.ok(
      operatorsFor(world.operators, service.id).map((op) => {
        const ranges = workingRanges(op, world.salonHours, day);
        const busy =
          clashes(busyMinutes(world.busy, op.row.id, day), s, service.durationMinutes, periods)
            .length > 0;
        const inside = isInsideRanges(ranges, s, e);
        const available = inside && !busy;
        const next = available
          ? null
          : nextSlot(world, [op], at, service.durationMinutes, 7, periods);
        const reason = available
          ? null
          : ranges.length === 0 && op.timeOff.length > 0 && !busy
            ? UNAVAILABLE_REASONS.timeOff
            : busy
              ? UNAVAILABLE_REASONS.busy
              : UNAVAILABLE_REASONS.outsideWorkingHours;
        return {
          hairdresserId: op.row.id,
          hairdresserName: op.row.name,
          colorCode: op.row.colorCode,
          available,
          nextAvailableAt: available ? null : (next?.startTime ?? null),
          reason,
        };
      }),
    );
  },

  async findNextAvailableSlot(ctx) {
    const from = ctx.query.from ? plainDateTime(ctx.query.from) : fromNow();
    const days = ctx.query.maxDaysToSearch ?? 7;
    const world = await worldOn(
      ctx,
      from.toPlainDate(),
      from.toPlainDate().add({ days: days + 1 }),
      ctx.query,
    );
    if (ctx.query.hairdresserId !== undefined) operatorOf(world, ctx.query.hairdresserId);
    if (ctx.query.serviceId !== undefined) serviceOf(world, ctx.query.serviceId);
    const slot = nextSlot(
      world,
      operatorsFor(world.operators, ctx.query.serviceId, ctx.query.hairdresserId),
      from,
      ctx.query.durationMinutes,
      days,
      periodsOf(ctx.query.serviceId, ctx.query.durationMinutes, world),
    );
    if (!slot)
      throw notFound(`Nessuno slot libero nei prossimi ${days} giorni`, 'NO_SLOT_AVAILABLE');
    return ctx.ok(slot);
  },

  async getAlternativeSlots(ctx) {
    const requested = plainDateTime(ctx.query.dateTime);
    const day = requested.toPlainDate();
    const world = await worldOn(ctx, day, day.add({ days: 8 }), ctx.query);
    if (ctx.query.hairdresserId !== undefined) operatorOf(world, ctx.query.hairdresserId);
    if (ctx.query.serviceId !== undefined) serviceOf(world, ctx.query.serviceId);
    const operators = operatorsFor(world.operators, ctx.query.serviceId);
    return ctx.ok(
      alternativeSlots(
        world,
        operators,
        requested,
        ctx.query.durationMinutes,
        ctx.query.hairdresserId,
        ctx.query.maxAlternatives ?? 5,
        undefined,
        periodsOf(ctx.query.serviceId, ctx.query.durationMinutes, world),
      ),
    );
  },

  async getAvailabilityStats(ctx) {
    const { first, last, days } = dayRange(ctx.query.from, ctx.query.to, MAX_STATS_DAYS);
    const world = await worldOn(ctx, first, last.add({ days: 1 }));
    // An unknown operator filter simply matches nothing (the contract has no 404 here).
    const ops = world.operators.filter(
      (o) => ctx.query.hairdresserId === undefined || o.row.id === ctx.query.hairdresserId,
    );
    const result = occupancy(world, ops, days);
    return ctx.ok({ from: first.toString(), to: last.toString(), ...result });
  },
} satisfies Partial<Handlers>;
