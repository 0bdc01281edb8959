import { useState } from 'react';
import {
  CANCELLATION_REASONS,
  CANCELLATION_REASON_LABELS_IT,
  type CancellationReason,
} from '@agendina/scheduling';
import { DialogActions, Modal, Radio, RadioGroup, Stack } from '@agendina/ui';
import { VisitNoteField } from './VisitNoteField.tsx';
import * as styles from './appointments.css.ts';

export interface CancelAppointmentDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Services in the visit's group: the whole group is cancelled (SPEC.md §4). */
  groupSize: number;
  isCancelling: boolean;
  /** A failure of the server, shown in the dialog; what was typed stays. */
  error: string | null;
  onConfirm: (choice: { reason: CancellationReason; note: string | null }) => void;
}

/** "Cancella appuntamento": the reason (radio) and an optional note; the visit stays as history. */
export function CancelAppointmentDialog({
  isOpen,
  onOpenChange,
  groupSize,
  isCancelling,
  error,
  onConfirm,
}: CancelAppointmentDialogProps) {
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const confirm = () => {
    if (reason === null) return setMissingReason(true);
    onConfirm({ reason, note: note.trim() === '' ? null : note.trim() });
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="Cancella appuntamento">
      {(close) => (
        <Stack space="md">
          <p className={styles.body}>
            {groupSize > 1
              ? `Verranno cancellati tutti i ${groupSize} servizi del trattamento. L'appuntamento resta nello storico come "Cancellato" e l'orario torna libero.`
              : `L'appuntamento resta nello storico come "Cancellato" e l'orario torna libero.`}
          </p>
          <RadioGroup
            label="Motivo"
            isRequired
            value={reason}
            onChange={(value) => {
              setReason(value as CancellationReason);
              setMissingReason(false);
            }}
            isInvalid={missingReason}
            errorMessage={missingReason ? 'Scegli il motivo della cancellazione' : undefined}
          >
            {CANCELLATION_REASONS.map((r) => (
              <Radio key={r} value={r}>
                {CANCELLATION_REASON_LABELS_IT[r]}
              </Radio>
            ))}
          </RadioGroup>
          <VisitNoteField label="Nota (facoltativa)" value={note} onChange={setNote} />
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <DialogActions
            onBack={close}
            label="Cancella appuntamento"
            pendingLabel="Cancellazione..."
            isPending={isCancelling}
            variant="danger"
            onPress={confirm}
          />
        </Stack>
      )}
    </Modal>
  );
}
