import type { SlotPress } from '@agendina/ui';
import { NewAppointmentWizard } from '../booking/index.ts';
import { AppointmentDetailsDialog } from '../appointments/index.ts';

/** Which dashboard modal is open (SPEC.md §2): a new appointment from a slot, or a detail. */
export type DashboardDialog =
  | { kind: 'none' }
  | { kind: 'new-appointment'; slot: SlotPress }
  | { kind: 'details'; appointmentId: number };

/** The dashboard's modals, one at a time. */
export function DashboardDialogs({
  dialog,
  onClose,
}: {
  dialog: DashboardDialog;
  onClose: () => void;
}) {
  if (dialog.kind === 'details') {
    return (
      <AppointmentDetailsDialog
        appointmentId={dialog.appointmentId}
        onOpenChange={(open) => (open ? undefined : onClose())}
      />
    );
  }
  if (dialog.kind === 'new-appointment') {
    return (
      <NewAppointmentWizard
        isOpen
        onOpenChange={(open) => (open ? undefined : onClose())}
        initialDateTime={dialog.slot.start}
        initialOperatorId={
          typeof dialog.slot.operatorId === 'number' ? dialog.slot.operatorId : null
        }
        onCreated={onClose}
      />
    );
  }
  return null;
}
