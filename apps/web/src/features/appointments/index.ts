export {
  AppointmentDetailsDialog,
  type AppointmentDetailsDialogProps,
} from './AppointmentDetailsDialog.tsx';
export { AppointmentDetailsContent } from './AppointmentDetailsContent.tsx';
export { useAppointmentDetails } from './use-appointment-details.ts';
