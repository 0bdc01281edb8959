import { Temporal } from 'temporal-polyfill';
import type { components } from '@agendina/contract';

type AppointmentStatus = components['schemas']['AppointmentStatus'];
type CancellationReason = components['schemas']['CancellationReason'];

// What the «Statistiche» panels count (issue #36, decision 0060), one definition for the server's
// SQL aggregates and for the app's words. A REQUESTED visit is not a booking yet: no panel counts it.

/** Visits that held the operator's time: occupancy, bookings by source, services done. */
export const BOOKED_STATUSES = [
  'BOOKED',
  'IN_PROGRESS',
  'COMPLETED',
  'NO_SHOW',
] as const satisfies readonly AppointmentStatus[];

/** Visits the client came to (or is coming to): new and returning clients. */
export const VISIT_STATUSES = [
  'BOOKED',
  'IN_PROGRESS',
  'COMPLETED',
] as const satisfies readonly AppointmentStatus[];

/** A client "came back" when a visit follows an earlier one by at most 8 weeks. */
export const RETURN_WITHIN_DAYS = 56;

/** The cancellation cutoff when the salon has none (no booking page settings). */
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 24;

/** The salon's cancellation cutoff: its booking page's cutoffHours, 24 hours without one. */
export function cancellationCutoffHours(salonCutoffHours: number | null | undefined): number {
  return salonCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS;
}

/** A cancelled visit as the late-cancellation rule reads it. */
export interface Cancellation {
  /** The visit's start, salon-local ISO without zone (`2026-03-12T09:30:00`). */
  readonly start: string;
  /** When it was cancelled (RFC 3339 instant), or null when not recorded (an old status change). */
  readonly cancelledAt: string | null;
  readonly reason: CancellationReason | null;
}

/**
 * A late cancellation: cancelled less than `cutoffHours` before the start (or after it). The
 * salon's own cancellations (reason SALON, a declined online request) are not the client's, and
 * a cancellation without its time is not late.
 */
export function isLateCancellation(
  cancellation: Cancellation,
  cutoffHours: number,
  timeZone: string,
): boolean {
  if (cancellation.cancelledAt === null || cancellation.reason === 'SALON') return false;
  const start = Temporal.PlainDateTime.from(cancellation.start).toZonedDateTime(timeZone);
  const limit = start.subtract({ hours: cutoffHours }).toInstant();
  return Temporal.Instant.compare(Temporal.Instant.from(cancellation.cancelledAt), limit) > 0;
}

/** `part` over `whole`, 0 to 1 with three decimals; 0 when `whole` is 0. */
export function statisticsRate(part: number, whole: number): number {
  return whole > 0 ? Math.min(1, Math.round((part / whole) * 1000) / 1000) : 0;
}

/** A period of the statistics, both days included. */
export interface StatisticsPeriod {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
}

/** The period of the same number of days that ends the day before `period.from`. */
export function previousPeriod(period: StatisticsPeriod): StatisticsPeriod {
  const days = period.from.until(period.to, { largestUnit: 'days' }).days + 1;
  return { from: period.from.subtract({ days }), to: period.from.subtract({ days: 1 }) };
}
