import { CHECK_CODES, type CheckItem } from '../booking/check-item.ts';
import type { Timeline } from '../booking/timeline.ts';
import type { AvailabilityOperator } from '../availability/operator-day.ts';
import type { WeeklyHours } from '../hours/parse.ts';
import { CONFLICT_TITLES, type ConflictType } from './conflict-titles.ts';
import { itemConflicts } from './conflicts.ts';

type HoursConflict = Extract<
  ConflictType,
  'OUTSIDE_WORKING_HOURS' | 'OUTSIDE_OPENING_HOURS' | 'TIME_OFF'
>;

/** The refusals that need no bookings to tell (the browser shows them before saving), by code. */
const CODES: Readonly<Record<HoursConflict, CheckItem['code']>> = {
  OUTSIDE_WORKING_HOURS: CHECK_CODES.outsideWorkingHours,
  OUTSIDE_OPENING_HOURS: CHECK_CODES.outsideOpeningHours,
  TIME_OFF: CHECK_CODES.timeOff,
};
const HOURS_CONFLICTS: ReadonlySet<ConflictType> = new Set(Object.keys(CODES) as ConflictType[]);

/** What the hours checks read: the salon's hours and the operators' hours and time off. */
export interface HoursWorld {
  readonly salonHours: WeeklyHours | null;
  readonly operators: readonly AvailabilityOperator[];
}

/**
 * The wizard's step-3 errors for a closed day, a time outside the opening or working hours, or
 * an operator on time off (issue #15): the same per-block rule the server runs before it writes
 * (itemConflicts, through checkPlan), so the wizard says it before 'Crea Appuntamento' instead
 * of after a 422. One item per message, naming every block it concerns.
 */
export function hoursChecks(timeline: Timeline, world: HoursWorld): CheckItem[] {
  const conflictWorld = { ...world, busy: [], clientBusy: [] };
  const byMessage = new Map<string, CheckItem & { blockIndexes: number[] }>();
  for (const item of timeline.items) {
    for (const c of itemConflicts(item, item.blockIndex + 1, conflictWorld)) {
      if (!HOURS_CONFLICTS.has(c.type)) continue;
      const known = byMessage.get(c.message);
      if (known) {
        if (!known.blockIndexes.includes(item.blockIndex)) known.blockIndexes.push(item.blockIndex);
        continue;
      }
      byMessage.set(c.message, {
        type: 'error',
        code: CODES[c.type as HoursConflict],
        title: CONFLICT_TITLES[c.type],
        message: c.message,
        blockIndexes: [item.blockIndex],
      });
    }
  }
  return [...byMessage.values()];
}
