// Deposits, their cancellation policy and the waitlist (issue #35).
export {
  DEPOSIT_AUDIENCE_LABELS_IT,
  DEPOSIT_MAX_CENTS,
  DEPOSIT_MESSAGES,
  DEPOSIT_MIN_CENTS,
  depositApplies,
  depositRuleProblem,
  serviceDepositCents,
  visitDepositCents,
} from './deposit.ts';
export type { ClientRecord, DepositAudience, DepositKind, DepositRule } from './deposit.ts';
export { depositLabel, depositPolicyText, policyKeepsCents, refundOnCancel } from './policy.ts';
export type { PolicyMoment } from './policy.ts';
export {
  TIME_BAND_LABELS_IT,
  WAITLIST_MESSAGES,
  waitlistRangeProblem,
  wishMatches,
} from './waitlist.ts';
export type { FreedTime, WaitlistWish } from './waitlist.ts';
