export {
  MoveAppointmentDialog,
  type MoveAppointmentDialogProps,
} from './MoveAppointmentDialog.tsx';
export { RescheduleFeedback } from './RescheduleFeedback.tsx';
export { useReschedule, rescheduleMessages, type Reschedule } from './use-reschedule.ts';
export { withPendingPlaces, type MoveRequest, type PendingPlaces } from './pending-moves.ts';
