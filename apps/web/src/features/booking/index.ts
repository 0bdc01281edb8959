export {
  NewAppointmentWizard,
  type NewAppointmentWizardProps,
  type NewAppointmentCreated,
} from './NewAppointmentWizard.tsx';
