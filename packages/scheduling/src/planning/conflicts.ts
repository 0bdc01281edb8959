import { toLocalIso } from '../common/wall-clock.ts';
import { formatDateIt } from '../calendar/format.ts';
import type { ServiceBlock } from '../booking/blocks.ts';
import type { Timeline, TimelineItem } from '../booking/timeline.ts';
import { isInsideRanges, isOpenDay, rangesOn } from '../hours/open-days.ts';
import { clashes, overlaps } from '../availability/intervals.ts';
import { busyMinutes, isOnTimeOff, minuteOn, workingRanges } from '../availability/operator-day.ts';
import type { AvailabilityOperator, Booking } from '../availability/operator-day.ts';
import type { AvailabilityWorld } from '../availability/slots.ts';
import type { ValidationItem } from './schedule.ts';
import { CONFLICT_TITLES, type ConflictType } from './conflict-titles.ts';

/** A clash of a placed block with bookings, hours or time off (the contract's SchedulingConflict). */
export interface SchedulingConflict {
  type: ConflictType;
  executionOrder: number;
  operatorId: number;
  startTime: string;
  endTime: string;
  conflictingAppointmentId: number | null;
  message: string;
}

/** What the conflict analysis reads: hours, the operators' bookings and the client's. */
export interface ConflictWorld extends AvailabilityWorld {
  readonly operators: readonly AvailabilityOperator[];
  /** Live appointments of the client around the day (CLIENT_BUSY). */
  readonly clientBusy: readonly Booking[];
}

/** The message SPEC.md §7 gives for an operator already booked (also the 409 of a create). */
export const OPERATOR_BUSY_MESSAGE = 'Operator already has an appointment at this time';

/** A conflict as an error item of the confirmation checks. */
export function conflictItem(c: SchedulingConflict): ValidationItem {
  return {
    type: 'error',
    code: c.type,
    title: CONFLICT_TITLES[c.type],
    message: c.message,
    executionOrders: [c.executionOrder],
  };
}

/** The conflicts of one placed block (its hours, time off, bookings): what findConflicts runs per block. */
export function itemConflicts(
  item: TimelineItem,
  order: number,
  world: ConflictWorld,
): SchedulingConflict[] {
  const out: SchedulingConflict[] = [];
  const date = item.start.toPlainDate();
  const startMinute = item.start.hour * 60 + item.start.minute;
  const endMinute = startMinute + item.duration;
  const base = {
    executionOrder: order,
    operatorId: Number(item.operatorId),
    startTime: toLocalIso(item.start),
    endTime: toLocalIso(item.end),
    conflictingAppointmentId: null,
  };
  const op = world.operators.find((o) => o.id === Number(item.operatorId));
  if (op && isOnTimeOff(op.timeOff, date)) {
    out.push({
      ...base,
      type: 'TIME_OFF',
      message: `${op.name} è in ferie il ${formatDateIt(date)}`,
    });
  } else if (
    op &&
    !isInsideRanges(workingRanges(op, world.salonHours, date), startMinute, endMinute)
  ) {
    out.push({
      ...base,
      type: 'OUTSIDE_WORKING_HOURS',
      message: `${item.serviceName} con ${op.name} è fuori dal suo orario di lavoro`,
    });
  }
  if (world.salonHours && !isOpenDay(world.salonHours, date)) {
    out.push({
      ...base,
      type: 'OUTSIDE_OPENING_HOURS',
      message: `Il salone è chiuso il ${formatDateIt(date)}`,
    });
  } else if (
    world.salonHours &&
    !isInsideRanges(rangesOn(world.salonHours, date), startMinute, endMinute)
  ) {
    out.push({
      ...base,
      type: 'OUTSIDE_OPENING_HOURS',
      message: `${item.serviceName} è fuori dall'orario di apertura`,
    });
  }
  // The operator is busy only in the active periods, theirs and the new block's; the client all along.
  const seen = new Set<number>();
  const busy = busyMinutes(world.busy, Number(item.operatorId), date);
  for (const b of clashes(busy, startMinute, item.duration, item.activePeriods)) {
    if (seen.has(b.slot.appointmentId)) continue;
    seen.add(b.slot.appointmentId);
    out.push({
      ...base,
      type: 'OPERATOR_BUSY',
      conflictingAppointmentId: b.slot.appointmentId,
      message: OPERATOR_BUSY_MESSAGE,
    });
  }
  for (const b of world.clientBusy) {
    if (overlaps(startMinute, endMinute, minuteOn(date, b.startAt), minuteOn(date, b.endAt)))
      out.push({
        ...base,
        type: 'CLIENT_BUSY',
        conflictingAppointmentId: b.appointmentId,
        message: `Il cliente ha già un appuntamento (${b.service}) in questo orario`,
      });
  }
  return out;
}

/**
 * Conflicts of a placed timeline: time off, working and opening hours, the operators' and the
 * client's bookings, and one operator booked for two blocks at once.
 */
export function findConflicts(
  timeline: Timeline,
  blocks: readonly ServiceBlock[],
  world: ConflictWorld,
): SchedulingConflict[] {
  const orderOf = (item: TimelineItem) => blocks[item.blockIndex]?.order ?? item.position + 1;
  const out = timeline.items.flatMap((item) => itemConflicts(item, orderOf(item), world));
  const byOperator = new Map<number, TimelineItem[]>();
  for (const item of timeline.items) {
    const id = Number(item.operatorId);
    byOperator.set(id, [...(byOperator.get(id) ?? []), item]);
  }
  for (const list of byOperator.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i] as TimelineItem;
        const b = list[j] as TimelineItem;
        if (overlaps(a.startOffset, a.endOffset, b.startOffset, b.endOffset)) {
          out.push({
            type: 'OPERATOR_OVERLAP',
            executionOrder: orderOf(b),
            operatorId: Number(b.operatorId),
            startTime: toLocalIso(b.start),
            endTime: toLocalIso(b.end),
            conflictingAppointmentId: null,
            message: `${b.operatorName} è impegnato in ${a.serviceName} e ${b.serviceName} nello stesso momento`,
          });
        }
      }
    }
  }
  return out;
}
