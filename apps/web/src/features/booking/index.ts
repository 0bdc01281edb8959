export {
  NewAppointmentWizard,
  type NewAppointmentWizardProps,
  type NewAppointmentCreated,
} from './NewAppointmentWizard.tsx';
export {
  BookingLauncherProvider,
  useBookingLauncher,
  type BookingRequest,
} from './BookingLauncher.tsx';
export { NewAppointmentButton } from './NewAppointmentButton.tsx';
export { BookClientButton } from './BookClientButton.tsx';
export { BookRequestButton } from './BookRequestButton.tsx';
