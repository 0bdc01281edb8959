import type { Temporal } from 'temporal-polyfill';
import { plainDateTimeOf } from '../common/wall-clock.ts';
import { blockStatus } from '../status/status.ts';
import type { AppointmentStatus } from '../status/status.ts';
import type { NormalisedAppointment } from './appointment.ts';

/** One drawable piece of an appointment: a whole appointment, or one of its active periods. */
export interface DisplayBlock {
  /** Stable key: appointment id and period index. */
  readonly key: string;
  readonly appointment: NormalisedAppointment;
  /** Position among the appointment's blocks and how many there are. */
  readonly index: number;
  readonly count: number;
  /** The appointment's day (days since 1970-01-01) and the block's wall-clock minutes from that midnight. */
  readonly dayNumber: number;
  readonly startMinute: number;
  readonly endMinute: number;
  /** BOOKED when the status did not arrive (SPEC.md §3). */
  readonly status: AppointmentStatus;
}

/**
 * The display blocks of an appointment (SPEC.md §3): one per active period, at start + offset;
 * one whole block when there are no periods or they were malformed.
 */
export function displayBlocks(appointment: NormalisedAppointment): DisplayBlock[] {
  const { id, dayNumber, startMinute, activePeriods } = appointment;
  const status = blockStatus(appointment.status);
  if (activePeriods === null) {
    return [
      {
        key: `${id}:0`,
        appointment,
        index: 0,
        count: 1,
        dayNumber,
        startMinute,
        endMinute: startMinute + appointment.durationMinutes,
        status,
      },
    ];
  }
  const count = activePeriods.length;
  return activePeriods.map((p, index) => ({
    key: `${id}:${index}`,
    appointment,
    index,
    count,
    dayNumber,
    startMinute: startMinute + p.startOffset,
    endMinute: startMinute + p.startOffset + p.duration,
    status,
  }));
}

/** Display blocks of many appointments, in the order given. */
export function displayBlocksOf(appointments: readonly NormalisedAppointment[]): DisplayBlock[] {
  const out: DisplayBlock[] = [];
  for (const a of appointments) out.push(...displayBlocks(a));
  return out;
}

/** The block's start as a wall-clock PlainDateTime. */
export function blockStart(block: DisplayBlock): Temporal.PlainDateTime {
  return plainDateTimeOf(block.dayNumber, block.startMinute);
}

/** The block's end as a wall-clock PlainDateTime. */
export function blockEnd(block: DisplayBlock): Temporal.PlainDateTime {
  return plainDateTimeOf(block.dayNumber, block.endMinute);
}
