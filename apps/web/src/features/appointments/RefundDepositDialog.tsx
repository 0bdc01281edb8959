// «Rimborsa» of a deposit paid online (issue #35): what goes back to the client, and what the
// policy would have kept, asked once more before the provider is told; the server's refusal
// (already refunded, deducted at the desk) is said in the dialog.
import { useState } from 'react';
import { formatEuro } from '@agendina/scheduling';
import { DialogActions, Modal, Stack } from '@agendina/ui';
import { VisitNoteField } from './VisitNoteField.tsx';
import * as styles from './appointments-page.css.ts';

export interface RefundDepositDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** What goes back, in cents. */
  amountCents: number;
  /** What the policy would keep now (0: nothing). */
  policyKeepsCents: number;
  isRefunding: boolean;
  /** A refusal of the server, in Italian. */
  error: string | null;
  /** The note for the audit log (empty when none), and how to close the dialog once refunded. */
  onRefund: (note: string, close: () => void) => void;
}

export function RefundDepositDialog(props: RefundDepositDialogProps) {
  const [note, setNote] = useState('');
  const amount = formatEuro(props.amountCents);
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      role="alertdialog"
      title={`Rimborsare ${amount} al cliente?`}
    >
      {(close) => (
        <Stack space="md">
          <p className={styles.muted}>
            L’importo torna sulla carta con cui il cliente ha pagato. Il rimborso non si può
            annullare.
          </p>
          {props.policyKeepsCents > 0 ? (
            <p className={styles.muted}>
              {`Secondo la politica il salone potrebbe trattenere ${formatEuro(props.policyKeepsCents)}: rimborsando, il cliente riceve comunque ${amount}.`}
            </p>
          ) : null}
          <VisitNoteField label="Nota (facoltativa)" value={note} onChange={setNote} />
          {props.error ? <p role="alert">{props.error}</p> : null}
          <DialogActions
            onBack={close}
            label={`Rimborsa ${amount}`}
            pendingLabel="Rimborso in corso..."
            isPending={props.isRefunding}
            variant="danger"
            onPress={() => props.onRefund(note, close)}
          />
        </Stack>
      )}
    </Modal>
  );
}
