import type { Temporal } from 'temporal-polyfill';
import type {
  DisplayBlock,
  Id,
  NormalisedAppointment,
  OperatorHours,
  TimeOffPeriod,
  WeeklyHours,
} from '@agendina/scheduling';

/** An operator column: plain data (hours as resolved by @agendina/scheduling's resolveOperatorHours). */
export interface CalendarOperator {
  readonly id: Id;
  readonly name: string;
  readonly colorCode: string;
  readonly hours: OperatorHours;
  /** Days off (both ends included): their cells say 'in ferie' (issue #15). */
  readonly timeOff?: readonly TimeOffPeriod[];
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

/** A block dropped elsewhere: the appointment's new start and operator (its group follows). */
export interface BlockMove extends BlockPress {
  readonly start: Temporal.PlainDateTime;
  readonly operatorId: Id;
}

export type { NormalisedAppointment };

/** The data and callbacks every time view takes (day, week, the dashboard calendar, quick view). */
export interface CalendarDataProps {
  appointments: readonly NormalisedAppointment[];
  /** The salon's opening hours: they set the rows (8-20 when unknown). */
  openingHours: WeeklyHours | null;
  /** Draws the current-time line. */
  now?: Temporal.PlainDateTime | null;
  /** px per 30-minute row, kept between 16 and 48. */
  slotHeight?: number;
  onSlotPress?: (slot: SlotPress) => void;
  onBlockPress?: (press: BlockPress) => void;
  /** Blocks can be dragged to another time or operator (mouse and pen). */
  onBlockMove?: (move: BlockMove) => void;
  /** The keyboard way to move a block: the S key on a focused block asks for the "Sposta" dialog. */
  onBlockMoveRequest?: (press: BlockPress) => void;
}
