import { useState } from 'react';
import type { NormalisedAppointment } from '@agendina/scheduling';
import { CloseActions, MessageDialog, Modal } from '@agendina/ui';
import { AppointmentDetails } from './AppointmentDetails.tsx';
import { useAppointmentActions } from './use-appointment-actions.ts';
import { useEditVisit } from './use-edit-visit.ts';

export interface AppointmentDetailsDialogProps {
  /** The appointment to show; null keeps the dialog closed. */
  appointmentId: number | null;
  onOpenChange: (open: boolean) => void;
  /** After a status change, a notes edit or a delete (the calendars touched are already invalidated). */
  onChanged?: () => void;
  /** "Sposta" in the details: the caller opens the move dialog (issue #19). */
  onMove?: ((appointment: NormalisedAppointment) => void) | undefined;
}

/** The appointment details dialog of SPEC.md §2, for a single or multi-operator treatment. */
export function AppointmentDetailsDialog({
  appointmentId,
  onOpenChange,
  onChanged,
  onMove,
}: AppointmentDetailsDialogProps) {
  const [deleted, setDeleted] = useState<string | null>(null);
  // The wizard takes over: one dialog at a time.
  const onEdit = useEditVisit(() => onOpenChange(false));
  const actions = useAppointmentActions({
    onChanged,
    onDeleted: (message) => {
      setDeleted(message);
      onOpenChange(false);
      onChanged?.();
    },
  });
  return (
    <>
      <Modal
        isOpen={appointmentId !== null}
        onOpenChange={onOpenChange}
        title="Dettagli appuntamento"
        size="md"
      >
        {(close) => (
          <>
            {appointmentId === null ? null : (
              <AppointmentDetails
                appointmentId={appointmentId}
                actions={actions}
                onMove={onMove}
                onEdit={onEdit}
              />
            )}
            <CloseActions onClose={close} />
          </>
        )}
      </Modal>
      <MessageDialog
        type="success"
        isOpen={deleted !== null}
        onOpenChange={(open) => {
          if (!open) setDeleted(null);
        }}
        message={deleted}
      />
    </>
  );
}
