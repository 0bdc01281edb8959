// Appointment statuses: labels, the transitions SPEC.md allows, and how a visit ends unserved
// (cancelled with a reason, no-show).
export type { AppointmentStatus, DisplayStatus } from './status.ts';
export {
  APPOINTMENT_STATUSES,
  STATUS_LABELS_IT,
  readStatus,
  statusLabel,
  blockStatus,
} from './status.ts';
export type {
  StatusContext,
  StatusActionId,
  StatusAction,
  StatusSubject,
  StatusChangePlan,
} from './transitions.ts';
export {
  STATUS_ACTIONS,
  CASH_DESK_PATH,
  statusActions,
  canChangeStatus,
  planStatusChange,
  isExpiredBooking,
  isLive,
  FINAL_STATUSES,
  TRANSITION_MESSAGES,
  transitionRefusal,
} from './transitions.ts';
export type { TransitionRefusal } from './transitions.ts';
export {
  CANCELLATION_REASONS,
  CANCELLATION_REASON_LABELS_IT,
  CANCELLATION_NOTE_MAX,
  OUTCOME_MESSAGES,
  OUTCOME_ACTION_LABELS_IT,
  cancelRefusal,
  noShowRefusal,
  undoNoShowRefusal,
  requestRefusal,
  outcomeActions,
  membersIn,
  cancellationText,
  withCancelled,
} from './outcomes.ts';
export type { CancellationReason, OutcomeRefusal, OutcomeActionId } from './outcomes.ts';
