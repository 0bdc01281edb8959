import type { Temporal } from 'temporal-polyfill';
import type { DisplayBlock, Id, NormalisedAppointment, OperatorHours } from '@agendina/scheduling';

/** An operator column: plain data (hours as resolved by @agendina/scheduling's resolveOperatorHours). */
export interface CalendarOperator {
  readonly id: Id;
  readonly name: string;
  readonly colorCode: string;
  readonly hours: OperatorHours;
}

/** A press on a free slot: which day, minute of the day and operator. */
export interface SlotPress {
  readonly date: Temporal.PlainDate;
  readonly minute: number;
  readonly start: Temporal.PlainDateTime;
  readonly operatorId: Id;
}

/** A press on a block: the appointment and which of its display blocks. */
export interface BlockPress {
  readonly appointment: NormalisedAppointment;
  readonly block: DisplayBlock;
}

export type { NormalisedAppointment };
