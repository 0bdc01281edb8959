import { Button, ConfirmDialog, Modal, Inline } from '@agendina/ui';
import * as styles from './appointments.css.ts';

/** Delete only the selected service, or the whole group it belongs to. */
export type DeleteScope = 'single' | 'group';

export interface DeleteAppointmentDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Services in the appointment's group (1 for a stand-alone appointment). */
  groupSize: number;
  onConfirm: (scope: DeleteScope) => void;
}

/** The delete dialog of SPEC.md §2: a single appointment, or a group with a choice. */
export function DeleteAppointmentDialog({
  isOpen,
  onOpenChange,
  groupSize,
  onConfirm,
}: DeleteAppointmentDialogProps) {
  if (groupSize <= 1)
    return (
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title="Eliminare l'appuntamento?"
        message="L'appuntamento verrà eliminato definitivamente."
        confirmLabel="Elimina"
        isDestructive
        onConfirm={() => onConfirm('single')}
      />
    );
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Eliminare l'appuntamento?"
    >
      {(close) => (
        <>
          <p className={styles.body}>
            {`Questo appuntamento fa parte di un trattamento di ${groupSize} servizi. Vuoi eliminare solo questo servizio o l'intero gruppo di ${groupSize} servizi?`}
          </p>
          <Inline space="sm" align="right">
            <Button
              variant="secondary"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus on the least destructive choice
              autoFocus
              onPress={close}
            >
              Annulla
            </Button>
            <Button variant="secondary" onPress={() => (onConfirm('single'), close())}>
              Solo questo servizio
            </Button>
            <Button variant="danger" onPress={() => (onConfirm('group'), close())}>
              {`Tutto il gruppo (${groupSize} servizi)`}
            </Button>
          </Inline>
        </>
      )}
    </Modal>
  );
}
