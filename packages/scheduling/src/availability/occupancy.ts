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

function stats(
  workingMinutes: number,
  bookedMinutes: number,
  appointmentCount: number,
  op?: AvailabilityOperator,
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
    let workingMinutes = 0;
    let bookedMinutes = 0;
    let appointmentCount = 0;
    for (const date of days) {
      const ranges = workingRanges(op, world.salonHours, date);
      workingMinutes += ranges.reduce((s, r) => s + r.endMinute - r.startMinute, 0);
      for (const b of busyMinutes(world.busy, op.id, date)) {
        if (minuteOn(date, b.slot.startAt) < 0) continue;
        if (b.period === 0) appointmentCount += 1;
        bookedMinutes += Math.min(b.end, MINUTES_PER_DAY) - b.start;
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
