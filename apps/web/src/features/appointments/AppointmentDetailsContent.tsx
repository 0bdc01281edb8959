import { useState } from 'react';
import { MessageDialog, Spinner } from '@agendina/ui';
import { AppointmentDetailsBody } from './AppointmentDetailsBody.tsx';
import { DeleteAppointmentDialog } from './DeleteAppointmentDialog.tsx';
import type { AppointmentDetailsController } from './use-appointment-details.ts';
import * as styles from './appointments.css.ts';

/** The details with their delete dialog and failure alert: shared by the dialog and the page. */
export function AppointmentDetailsContent({ details }: { details: AppointmentDetailsController }) {
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  if (details.status === 'loading') return <Spinner aria-label="Caricamento appuntamento" />;
  if (details.status === 'error' || !details.appointment)
    return (
      <p role="alert" className={styles.error}>
        Impossibile caricare l'appuntamento.
      </p>
    );
  return (
    <>
      <AppointmentDetailsBody
        appointment={details.appointment}
        group={details.group}
        digitalCashEnabled={details.digitalCashEnabled}
        pendingAction={details.pendingAction}
        onAction={details.onAction}
        isSavingNotes={details.isSavingNotes}
        notesError={details.notesError}
        onSaveNotes={details.onSaveNotes}
        isDeleting={details.isDeleting}
        onRequestDelete={() => setConfirmingDelete(true)}
      />
      <DeleteAppointmentDialog
        isOpen={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        groupSize={details.group.length}
        onConfirm={details.onDelete}
      />
      <MessageDialog
        type="error"
        isOpen={details.alert !== null}
        onOpenChange={(open) => {
          if (!open) details.dismissAlert();
        }}
        message={details.alert}
      />
    </>
  );
}
