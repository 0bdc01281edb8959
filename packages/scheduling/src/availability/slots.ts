import type { Temporal } from 'temporal-polyfill';
import { minuteOfDay } from '../common/minutes.ts';
import { toLocalIso } from '../common/wall-clock.ts';
import type { WeeklyHours } from '../hours/parse.ts';
import type { ActivePeriod } from '../appointments/periods.ts';
import { freeIntervals, freeStarts } from './intervals.ts';
import {
  busyMinutes,
  isOnTimeOff,
  isoAt,
  minutesBetween,
  toInterval,
  workingRanges,
} from './operator-day.ts';
import type { AvailabilityOperator, Booking } from './operator-day.ts';

/** How many days the next-slot search looks ahead when the caller does not say (SPEC.md §7). */
export const NEXT_SLOT_DAYS = 7;
/** How many alternatives are offered when the caller does not say. */
export const DEFAULT_ALTERNATIVES = 5;

/** What the free-slot searches read: the salon's hours and the live bookings of the operators. */
export interface AvailabilityWorld {
  readonly salonHours: WeeklyHours | null;
  readonly busy: readonly Booking[];
}

/** A free slot of an operator (the contract's TimeSlot). */
export interface FreeSlot {
  startTime: string;
  endTime: string;
  hairdresserId: number;
  hairdresserName: string;
  overtime: boolean;
}

/** A free slot near a requested time (the contract's AlternativeSlot). */
export interface AlternativeSlot {
  startTime: string;
  endTime: string;
  hairdresserId: number;
  hairdresserName: string;
  sameOperator: boolean;
  minutesFromRequested: number;
}

/** One operator's day: working intervals, bookings and free intervals (OperatorAvailability). */
export interface OperatorDayAvailability {
  hairdresserId: number;
  hairdresserName: string;
  date: string;
  working: boolean;
  onTimeOff: boolean;
  workingIntervals: { start: string; end: string }[];
  busy: {
    startTime: string;
    endTime: string;
    appointmentId: number;
    clientName: string;
    service: string;
  }[];
  free: FreeSlot[];
}

function slotOf(op: AvailabilityOperator, date: Temporal.PlainDate, start: number, end: number) {
  return {
    startTime: isoAt(date, start),
    endTime: isoAt(date, end),
    hairdresserId: op.id,
    hairdresserName: op.name,
    overtime: false,
  };
}

/**
 * Free start times of an operator on a day for `duration` minutes (not before `notBefore`); with
 * `periods` (the service's phases as activePeriodsFor gives them) only those must be free.
 */
export function operatorSlots(
  world: AvailabilityWorld,
  op: AvailabilityOperator,
  date: Temporal.PlainDate,
  duration: number,
  notBefore = 0,
  periods?: readonly ActivePeriod[] | null,
): FreeSlot[] {
  const ranges = workingRanges(op, world.salonHours, date);
  const busy = busyMinutes(world.busy, op.id, date);
  return freeStarts(ranges, busy, duration, notBefore, periods).map((m) =>
    slotOf(op, date, m, m + duration),
  );
}

/** One operator's day: working intervals, bookings and free intervals. */
export function operatorDay(
  world: AvailabilityWorld,
  op: AvailabilityOperator,
  date: Temporal.PlainDate,
): OperatorDayAvailability {
  const ranges = workingRanges(op, world.salonHours, date);
  const busy = busyMinutes(world.busy, op.id, date);
  return {
    hairdresserId: op.id,
    hairdresserName: op.name,
    date: date.toString(),
    working: ranges.length > 0,
    onTimeOff: isOnTimeOff(op.timeOff, date),
    workingIntervals: ranges.map(toInterval),
    // One entry per active period: a colour's wait shows as free time of the operator.
    busy: busy.map((b) => ({
      startTime: b.slot.activePeriods ? isoAt(date, b.start) : b.slot.startAt,
      endTime: b.slot.activePeriods ? isoAt(date, b.end) : b.slot.endAt,
      appointmentId: b.slot.appointmentId,
      clientName: b.slot.clientName,
      service: b.slot.service,
    })),
    free: freeIntervals(ranges, busy).map((f) => slotOf(op, date, f.start, f.end)),
  };
}

/** The active operators who perform a service (all when `serviceId` is undefined), optionally one. */
export function operatorsFor<O extends AvailabilityOperator>(
  operators: readonly O[],
  serviceId: number | undefined,
  hairdresserId?: number,
): O[] {
  return operators.filter(
    (o) =>
      o.active &&
      (serviceId === undefined || o.serviceIds.includes(serviceId)) &&
      (hairdresserId === undefined || o.id === hairdresserId),
  );
}

/**
 * The first free slot from `from` within `days` days, earliest first then by operator order;
 * null when there is none (the API answers 404).
 */
export function nextSlot(
  world: AvailabilityWorld,
  operators: readonly AvailabilityOperator[],
  from: Temporal.PlainDateTime,
  duration: number,
  days = NEXT_SLOT_DAYS,
  periods?: readonly ActivePeriod[] | null,
): FreeSlot | null {
  for (let i = 0; i < days; i++) {
    const date = from.toPlainDate().add({ days: i });
    const notBefore = i === 0 ? minuteOfDay(from) : 0;
    let best: FreeSlot | null = null;
    for (const op of operators) {
      const first = operatorSlots(world, op, date, duration, notBefore, periods)[0];
      if (first && (best === null || first.startTime < best.startTime)) best = first;
    }
    if (best) return best;
  }
  return null;
}

/**
 * Free slots near a requested time within `days` days: the preferred operator's first, then the
 * nearest to the request, then by operator id; the requested slot itself is not offered again.
 */
export function alternativeSlots(
  world: AvailabilityWorld,
  operators: readonly AvailabilityOperator[],
  requested: Temporal.PlainDateTime,
  duration: number,
  preferredId: number | undefined,
  max = DEFAULT_ALTERNATIVES,
  days = NEXT_SLOT_DAYS,
  periods?: readonly ActivePeriod[] | null,
): AlternativeSlot[] {
  const requestedIso = toLocalIso(requested);
  const out: AlternativeSlot[] = [];
  const start = requested.toPlainDate();
  // Enough candidates to sort: the nearest ones are on the first days searched.
  for (let i = 0; i < days && out.length < max * 4; i++) {
    const date = start.add({ days: i });
    for (const op of operators) {
      for (const slot of operatorSlots(world, op, date, duration, 0, periods)) {
        if (slot.startTime === requestedIso && op.id === preferredId) continue;
        out.push({
          startTime: slot.startTime,
          endTime: slot.endTime,
          hairdresserId: op.id,
          hairdresserName: op.name,
          sameOperator: op.id === preferredId,
          minutesFromRequested: minutesBetween(requestedIso, slot.startTime),
        });
      }
    }
  }
  out.sort(
    (a, b) =>
      Number(b.sameOperator) - Number(a.sameOperator) ||
      Math.abs(a.minutesFromRequested) - Math.abs(b.minutesFromRequested) ||
      a.hairdresserId - b.hairdresserId,
  );
  return out.slice(0, max);
}
