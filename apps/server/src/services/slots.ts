import type { Temporal } from 'temporal-polyfill';
import { minuteOfDay } from '@agendina/scheduling';
import type { Schemas } from '../http/types.ts';
import type { OperatorData } from './catalog-data.ts';
import {
  busyMinutes,
  freeIntervals,
  freeStarts,
  isOnTimeOff,
  isoAt,
  toInterval,
  workingRanges,
} from './operator-day.ts';
import { minutesBetween, toIso } from './time.ts';
import type { World } from './world.ts';

/** Free start times of an operator on a day for `duration` minutes (not before `notBefore` on that day). */
export function operatorSlots(
  world: World,
  op: OperatorData,
  date: Temporal.PlainDate,
  duration: number,
  notBefore = 0,
): Schemas['TimeSlot'][] {
  const ranges = workingRanges(op, world.salonHours, date);
  const busy = busyMinutes(world.busy, op.row.id, date);
  return freeStarts(ranges, busy, duration, notBefore).map((m) => ({
    startTime: isoAt(date, m),
    endTime: isoAt(date, m + duration),
    hairdresserId: op.row.id,
    hairdresserName: op.row.name,
    overtime: false,
  }));
}

/** One operator's day: working intervals, bookings and free intervals. */
export function operatorDay(
  world: World,
  op: OperatorData,
  date: Temporal.PlainDate,
): Schemas['OperatorAvailability'] {
  const ranges = workingRanges(op, world.salonHours, date);
  const busy = busyMinutes(world.busy, op.row.id, date);
  return {
    hairdresserId: op.row.id,
    hairdresserName: op.row.name,
    date: date.toString(),
    working: ranges.length > 0,
    onTimeOff: isOnTimeOff(op, date),
    workingIntervals: ranges.map(toInterval),
    busy: busy.map((b) => ({
      startTime: b.slot.startAt,
      endTime: b.slot.endAt,
      appointmentId: b.slot.appointmentId,
      clientName: b.slot.clientName,
      service: b.slot.service,
    })),
    free: freeIntervals(ranges, busy).map((f) => ({
      startTime: isoAt(date, f.start),
      endTime: isoAt(date, f.end),
      hairdresserId: op.row.id,
      hairdresserName: op.row.name,
      overtime: false,
    })),
  };
}

/** The operators who perform a service (all active ones when `serviceId` is undefined). */
export function operatorsFor(
  world: World,
  serviceId: number | undefined,
  hairdresserId?: number,
): OperatorData[] {
  return world.operators.filter(
    (o) =>
      o.row.active &&
      (serviceId === undefined || o.serviceIds.includes(serviceId)) &&
      (hairdresserId === undefined || o.row.id === hairdresserId),
  );
}

/** The first free slot from `from` within `days` days, earliest first then by operator order. */
export function nextSlot(
  world: World,
  operators: readonly OperatorData[],
  from: Temporal.PlainDateTime,
  duration: number,
  days: number,
): Schemas['TimeSlot'] | null {
  for (let i = 0; i < days; i++) {
    const date = from.toPlainDate().add({ days: i });
    const notBefore = i === 0 ? minuteOfDay(from) : 0;
    let best: Schemas['TimeSlot'] | null = null;
    for (const op of operators) {
      const first = operatorSlots(world, op, date, duration, notBefore)[0];
      if (first && (best === null || first.startTime < best.startTime)) best = first;
    }
    if (best) return best;
  }
  return null;
}

/** Free slots near a requested time: same operator first, then the nearest. */
export function alternativeSlots(
  world: World,
  operators: readonly OperatorData[],
  requested: Temporal.PlainDateTime,
  duration: number,
  preferredId: number | undefined,
  max: number,
  days = 7,
): Schemas['AlternativeSlot'][] {
  const requestedIso = toIso(requested);
  const out: Schemas['AlternativeSlot'][] = [];
  const start = requested.toPlainDate();
  const minutesFrom = (iso: string) => minutesBetween(requestedIso, iso);
  for (let i = 0; i < days && out.length < max * 4; i++) {
    const date = start.add({ days: i });
    for (const op of operators) {
      for (const slot of operatorSlots(world, op, date, duration)) {
        if (slot.startTime === requestedIso && op.row.id === preferredId) continue;
        out.push({
          startTime: slot.startTime,
          endTime: slot.endTime,
          hairdresserId: op.row.id,
          hairdresserName: op.row.name,
          sameOperator: op.row.id === preferredId,
          minutesFromRequested: minutesFrom(slot.startTime),
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

/** Occupancy of operators over days: working, booked and free minutes. */
export function occupancy(
  world: World,
  operators: readonly OperatorData[],
  days: readonly Temporal.PlainDate[],
): { totals: Schemas['OccupancyStats']; operators: Schemas['OccupancyStats'][] } {
  const per = operators.map((op) => {
    let workingMinutes = 0;
    let bookedMinutes = 0;
    let appointmentCount = 0;
    for (const date of days) {
      const ranges = workingRanges(op, world.salonHours, date);
      workingMinutes += ranges.reduce((s, r) => s + r.endMinute - r.startMinute, 0);
      for (const b of busyMinutes(world.busy, op.row.id, date)) {
        if (b.start < 0) continue;
        appointmentCount += 1;
        bookedMinutes += Math.min(b.end, 1440) - b.start;
      }
    }
    return stats(workingMinutes, bookedMinutes, appointmentCount, op);
  });
  const sum = (k: 'workingMinutes' | 'bookedMinutes' | 'appointmentCount') =>
    per.reduce((s, p) => s + p[k], 0);
  return {
    totals: stats(sum('workingMinutes'), sum('bookedMinutes'), sum('appointmentCount')),
    operators: per,
  };
}

function stats(
  workingMinutes: number,
  bookedMinutes: number,
  appointmentCount: number,
  op?: OperatorData,
): Schemas['OccupancyStats'] {
  return {
    ...(op ? { hairdresserId: op.row.id, hairdresserName: op.row.name } : {}),
    appointmentCount,
    workingMinutes,
    bookedMinutes,
    freeMinutes: Math.max(0, workingMinutes - bookedMinutes),
    occupancyRate:
      workingMinutes > 0
        ? Math.min(1, Math.round((bookedMinutes / workingMinutes) * 1000) / 1000)
        : 0,
  };
}
