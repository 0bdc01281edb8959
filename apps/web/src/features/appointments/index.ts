export {
  AppointmentDetailsDialog,
  type AppointmentDetailsDialogProps,
} from './AppointmentDetailsDialog.tsx';
export { AppointmentDetails } from './AppointmentDetails.tsx';
export { useAppointmentActions } from './use-appointment-actions.ts';
export { AppointmentPageDetails } from './AppointmentPageDetails.tsx';
