/** Severity of a check (SPEC.md §5): only errors block creation. */
export type CheckType = 'error' | 'warning' | 'info';

/** Stable codes of every check, for tests, analytics and UI icons. */
export const CHECK_CODES = {
  gapCritical: 'GAP_CRITICAL',
  gapAfterColorCritical: 'GAP_AFTER_COLOR_CRITICAL',
  gapAfterColor: 'GAP_AFTER_COLOR',
  gapBeforeCut: 'GAP_BEFORE_CUT',
  gapAfterShampoo: 'GAP_AFTER_SHAMPOO',
  gapLong: 'GAP_LONG',
  gapInfo: 'GAP_INFO',
  operatorConflict: 'OPERATOR_CONFLICT',
  operatorTight: 'OPERATOR_TIGHT',
  orderColorBeforeCut: 'ORDER_COLOR_BEFORE_CUT',
  orderShampooBeforeStyling: 'ORDER_SHAMPOO_BEFORE_STYLING',
  operatorNotConsecutive: 'OPERATOR_NOT_CONSECUTIVE',
  longDay: 'LONG_DAY',
  weekendLate: 'WEEKEND_LATE',
  operatorHasOtherServices: 'OPERATOR_HAS_OTHER_SERVICES',
  priorityOrder: 'PRIORITY_ORDER',
  // The hours refusals the server also gives (planning/hours-checks.ts).
  outsideWorkingHours: 'OUTSIDE_WORKING_HOURS',
  outsideOpeningHours: 'OUTSIDE_OPENING_HOURS',
  timeOff: 'TIME_OFF',
} as const;

export type CheckCode = (typeof CHECK_CODES)[keyof typeof CHECK_CODES];

/** One line of the confirmation step (or of the services step's warnings). */
export interface CheckItem {
  readonly type: CheckType;
  readonly code: CheckCode;
  /** Short Italian title. */
  readonly title: string;
  /** Italian sentence naming the services, operators and minutes involved. */
  readonly message: string;
  /** Indexes of the wizard blocks concerned (positions in the blocks array). */
  readonly blockIndexes: readonly number[];
}

const RANK: Readonly<Record<CheckType, number>> = { error: 0, warning: 1, info: 2 };

/** Errors first, then warnings, then info; the order within one type is kept. */
export function sortCheckItems(items: readonly CheckItem[]): CheckItem[] {
  return [...items].sort((a, b) => RANK[a.type] - RANK[b.type]);
}

/** Creation is allowed only when no item is an error (SPEC.md §4, §5). */
export function canCreateAppointment(items: readonly CheckItem[]): boolean {
  return !items.some((item) => item.type === 'error');
}
