import type { Temporal } from 'temporal-polyfill';
import { MINUTES_PER_DAY } from '../common/minutes.ts';
import { busyMinutes, minuteOn, workingRanges } from './operator-day.ts';
import type { AvailabilityOperator } from './operator-day.ts';
import type { AvailabilityWorld } from './slots.ts';

/** Working, booked and free minutes (the contract's OccupancyStats). */
export interface OccupancyStats {
  hairdresserId?: number;
  hairdresserName?: string;
  appointmentCount: number;
  workingMinutes: number;
  bookedMinutes: number;
  freeMinutes: number;
  /** Booked over working minutes, 0 to 1, three decimals. */
  occupancyRate: number;
}

/** The figures of working and booked minutes: free minutes and the rate (booked over working). */
export function occupancyStats(
  workingMinutes: number,
  bookedMinutes: number,
  appointmentCount: number,
  op?: Pick<AvailabilityOperator, 'id' | 'name'>,
): OccupancyStats {
  return {
    ...(op ? { hairdresserId: op.id, hairdresserName: op.name } : {}),
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

/**
 * An operator's working minutes over days: their own weekly hours, else the salon's, less their
 * time off; none while inactive (workingRanges).
 */
export function workingMinutes(
  op: AvailabilityOperator,
  salonHours: AvailabilityWorld['salonHours'],
  days: readonly Temporal.PlainDate[],
): number {
  let minutes = 0;
  for (const date of days)
    for (const r of workingRanges(op, salonHours, date)) minutes += r.endMinute - r.startMinute;
  return minutes;
}

/**
 * Occupancy of operators over days. A booking counts on the day it starts, up to midnight; one
 * that started the day before is not counted again. Booked minutes are the active ones: a
 * colour's wait is free time of the operator.
 */
export function occupancy(
  world: AvailabilityWorld,
  operators: readonly AvailabilityOperator[],
  days: readonly Temporal.PlainDate[],
): { totals: OccupancyStats; operators: OccupancyStats[] } {
  const per = operators.map((op) => {
    let bookedMinutes = 0;
    let appointmentCount = 0;
    for (const date of days) {
      for (const b of busyMinutes(world.busy, op.id, date)) {
        if (minuteOn(date, b.slot.startAt) < 0) continue;
        if (b.period === 0) appointmentCount += 1;
        bookedMinutes += Math.min(b.end, MINUTES_PER_DAY) - b.start;
      }
    }
    return occupancyStats(
      workingMinutes(op, world.salonHours, days),
      bookedMinutes,
      appointmentCount,
      op,
    );
  });
  const sum = (k: 'workingMinutes' | 'bookedMinutes' | 'appointmentCount') =>
    per.reduce((s, p) => s + p[k], 0);
  return {
    totals: occupancyStats(sum('workingMinutes'), sum('bookedMinutes'), sum('appointmentCount')),
    operators: per,
  };
}
