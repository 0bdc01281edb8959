// @agendina/scheduling — every pure rule of Agendina, the same in the browser and on the server.
// No React, no DOM, no fetch; wall-clock times on temporal-polyfill. See README.md.

// common
// Ids are the contract's: numbers (GroupId, the uuid shared by a booking's appointments, is text).
export type { Id, GroupId } from '@agendina/contract';
export { readId } from './common/ids.ts';
export { pluralIt, type PluralForms } from './common/plural.ts';
export {
  DEFAULT_APPOINTMENT_MINUTES,
  MINUTES_PER_DAY,
  parseHhMm,
  formatMinuteOfDay,
  minuteOfDay,
} from './common/minutes.ts';
export type { ReadDate, WallParts } from './common/wall-clock.ts';
export {
  DEFAULT_TIME_ZONE,
  dayNumberOfDate,
  nextQuarterHour,
  parseLocalIso,
  readDate,
  toPlainDate,
  toPlainDateTime,
  toLocalIso,
} from './common/wall-clock.ts';

// hours
export type { Weekday } from './hours/weekday.ts';
export { WEEKDAYS, WEEKDAY_LABELS_IT, weekdayOf, isWeekend } from './hours/weekday.ts';
export type { TimeRange, WeeklyHours, HoursParseResult } from './hours/parse.ts';
export {
  MAX_RANGES_PER_DAY,
  parseWeeklyHours,
  weeklyHoursOrNull,
  serializeWeeklyHours,
  closedWeek,
} from './hours/parse.ts';
export {
  rangesOn,
  isOpenDay,
  hasOpenDay,
  nextOpenDay,
  previousOpenDay,
  isInsideRanges,
} from './hours/open-days.ts';
export type { OperatorHours } from './hours/operator-hours.ts';
export { resolveOperatorHours, isOvertime, isOvertimeAt } from './hours/operator-hours.ts';
export type { NextBand } from './hours/next-band.ts';
export { nextFreeBand, MIN_BAND_MINUTES } from './hours/next-band.ts';

// calendar
export { DAYS_PER_WEEK, mondayOf, weekDays } from './calendar/week.ts';
export type { GridBounds, GridSlot } from './calendar/grid.ts';
export {
  SLOT_MINUTES,
  FALLBACK_OPEN_MINUTE,
  FALLBACK_CLOSE_MINUTE,
  QUICK_VIEW_EXTRA_MINUTES,
  gridBounds,
  quickViewBounds,
  slotStartMinutes,
  slotTimes,
  daySlots,
  operatorDaySlots,
} from './calendar/grid.ts';
export type { CalendarView, DateRange } from './calendar/view.ts';
export {
  SMALL_SCREEN_MAX_WIDTH,
  calendarRange,
  visibleCalendarRange,
  monthGridWeeks,
  quickViewRange,
  effectiveView,
  shiftView,
} from './calendar/view.ts';
export {
  DATE_UNAVAILABLE,
  DATE_INVALID,
  TIME_UNAVAILABLE,
  formatDateIt,
  formatTimeIt,
  formatDateTimeIt,
  formatWeekdayIt,
  formatDayLongIt,
  formatMonthYearIt,
  formatDurationIt,
} from './calendar/format.ts';

// appointments
export type { AppointmentSource } from './appointments/source.ts';
export {
  APPOINTMENT_SOURCES,
  MANUAL_SOURCE,
  SOURCE_LABELS_IT,
  readSource,
} from './appointments/source.ts';
export type { ActivePeriod, RawActivePeriods } from './appointments/periods.ts';
export { parseActivePeriods } from './appointments/periods.ts';
export type { NormalisedAppointment, AppointmentInit } from './appointments/appointment.ts';
export {
  UNNAMED_CLIENT,
  DEFAULT_OPERATOR_COLOR,
  createAppointment,
  appointmentAt,
} from './appointments/appointment.ts';
export type { DisplayBlock } from './appointments/blocks.ts';
export { displayBlocks, displayBlocksOf, blockStart, blockEnd } from './appointments/blocks.ts';
export {
  compareAppointments,
  sortAppointments,
  sortGroup,
  groupIdOf,
} from './appointments/sort.ts';

// status
export * from './status/index.ts';

// services
export * from './services/index.ts';
// service phases (processing time: the operator is free during a wait)
export * from './services/phases.ts';

// availability (free-slot searches of the server, the same numbers the calendar shows)
export type { MinuteInterval } from './availability/intervals.ts';
export {
  SLOT_STEP_MINUTES,
  overlaps,
  roundUpToStep,
  freeStarts,
  freeIntervals,
  activeIntervals,
  clashes,
} from './availability/intervals.ts';
export type {
  Booking,
  TimeOffPeriod,
  AvailabilityOperator,
  BusyMinutes,
} from './availability/operator-day.ts';
export {
  minuteOn,
  minutesBetween,
  isoAt,
  toInterval,
  isOnTimeOff,
  workingRanges,
  busyMinutes,
} from './availability/operator-day.ts';
export type {
  AvailabilityWorld,
  FreeSlot,
  AlternativeSlot,
  OperatorDayAvailability,
} from './availability/slots.ts';
export {
  NEXT_SLOT_DAYS,
  DEFAULT_ALTERNATIVES,
  operatorSlots,
  operatorDay,
  operatorsFor,
  nextSlot,
  alternativeSlots,
} from './availability/slots.ts';
export type { OccupancyStats } from './availability/occupancy.ts';
export { occupancy, occupancyStats, workingMinutes } from './availability/occupancy.ts';
export {
  UNAVAILABLE_REASONS,
  unavailableReasonOf,
  type UnavailableReason,
} from './availability/unavailable-reasons.ts';

// planning (the server's multi-operator checks, conflict analysis and schedule search)
export type {
  ValidationItem,
  ScheduledBlock,
  ScheduleOption,
  BlockPayload,
} from './planning/schedule.ts';
export { blocksFromPayload, toValidationItem, scheduleOf } from './planning/schedule.ts';
export type { ConflictType } from './planning/conflict-titles.ts';
export { CONFLICT_TITLES } from './planning/conflict-titles.ts';
export type { SchedulingConflict, ConflictWorld } from './planning/conflicts.ts';
export {
  OPERATOR_BUSY_MESSAGE,
  conflictItem,
  findConflicts,
  itemConflicts,
} from './planning/conflicts.ts';
export type { HoursWorld } from './planning/hours-checks.ts';
export { hoursChecks } from './planning/hours-checks.ts';
export type { PlanWorld, CheckedPlan } from './planning/check-plan.ts';
export { checkPlan } from './planning/check-plan.ts';
export type { TimeBand, ScheduleSearch, SearchPreferences } from './planning/search.ts';
export { inTimeBand, searchSchedules, byScore } from './planning/search.ts';
export type { OnlineSearch, OnlinePlacement } from './planning/online.ts';
export { ONLINE_WHY, onlinePlacements, whyNotOffered } from './planning/online.ts';
export { candidateStarts } from './planning/candidate-starts.ts';

// booking wizard
export type { ServiceBlock, ClientServiceDuration } from './booking/blocks.ts';
export { emptyBlock, durationFor, blockDuration, withService } from './booking/blocks.ts';
export type { CheckType, CheckCode, CheckItem } from './booking/check-item.ts';
export { CHECK_CODES, sortCheckItems, canCreateAppointment } from './booking/check-item.ts';
export type { ClientStepInput, ClientStepErrors } from './booking/client-step.ts';
export { CLIENT_STEP_MESSAGES, validateClientStep } from './booking/client-step.ts';
export type { BlockErrors, ServicesStepResult } from './booking/services-step.ts';
export {
  SERVICES_STEP_MESSAGES,
  validateServicesStep,
  servicesStepWarnings,
} from './booking/services-step.ts';
export type { TimelineItem, Timeline, TimelineInput } from './booking/timeline.ts';
export { buildTimeline } from './booking/timeline.ts';
export type { GapRule, GapContext, GapLimits } from './booking/gap-rules.ts';
export {
  GAP_THRESHOLDS,
  GAP_RULES,
  ruleApplies,
  classifyGap,
  clientGaps,
  gapChecks,
  gapLimits,
} from './booking/gap-rules.ts';
export {
  VISIT_THRESHOLDS,
  operatorChecks,
  orderHints,
  longDayHints,
  confirmationChecks,
} from './booking/checks.ts';
export type { MultiOperatorPayload, MultiOperatorBlockPayload } from './booking/payload.ts';
export { MISSING_CLIENT_ID, multiOperatorPayload } from './booking/payload.ts';

// stock (the warehouse, MODULES.md "Warehouse")
export * from './stock/index.ts';

// validation
export * from './validation/index.ts';

// layout
export type { VisualExtent } from './layout/geometry.ts';
export {
  MIN_SLOT_HEIGHT,
  MAX_SLOT_HEIGHT,
  clampSlotHeight,
  fitSlotHeight,
  visualExtent,
  blockGeometry,
} from './layout/geometry.ts';
export type { LaneInterval, LaneAssignment } from './layout/lanes.ts';
export { assignLanes } from './layout/lanes.ts';
export type {
  PositionedBlock,
  ColumnLayout,
  CalendarLayoutOptions,
  CalendarLayout,
  LazyCalendarLayout,
} from './layout/calendar-layout.ts';
export { layoutColumn, layoutCalendar, lazyLayoutCalendar } from './layout/calendar-layout.ts';
export type { MinuteSpan } from './layout/coverage.ts';
export { coversSlot, blocksBySlot } from './layout/coverage.ts';

// Money rules of the cash desk.
export * from './money/index.ts';

// The subscription plans on sale (the server sells them, the public site shows them)
export {
  PLANS,
  findPlan,
  periodEnd,
  planPriceCents,
  TRIAL_DAYS,
  trialEnd,
} from './subscription/plans.ts';
// What each plan lets a salon add (issue #36): the server refuses past a limit, the app says so.
export {
  entitlementsFor,
  limitingPlan,
  operatorLimitRefusal,
  statisticsRefusal,
} from './subscription/entitlements.ts';
// The «Statistiche» figures' definitions (issue #36): what each panel counts, late cancellations.
export * from './statistics/index.ts';
// Deposits, their cancellation policy and the waitlist (issue #35): the page, the staff and the
// server read the same amounts and the same policy.
export * from './deposits/index.ts';
