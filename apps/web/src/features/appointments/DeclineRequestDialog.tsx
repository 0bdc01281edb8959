// «Rifiuta la richiesta» of an online request (issue #34): an optional message to the client,
// then the decline; what was typed stays if the server refuses.
import { useState } from 'react';
import { DialogActions, Modal, Stack } from '@agendina/ui';
import { VisitNoteField } from './VisitNoteField.tsx';
import * as styles from './appointments-page.css.ts';

export interface DeclineRequestDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isDeclining: boolean;
  /** A failure of the server, in Italian. */
  error: string | null;
  /** The note (null when none), and how to close the dialog once declined. */
  onDecline: (note: string | null, close: () => void) => void;
}

export function DeclineRequestDialog(props: DeclineRequestDialogProps) {
  const [note, setNote] = useState('');
  return (
    <Modal isOpen={props.isOpen} onOpenChange={props.onOpenChange} title="Rifiutare la richiesta?">
      {(close) => (
        <Stack space="md">
          <p className={styles.muted}>
            L’orario torna libero e il cliente riceve un messaggio con il link per sceglierne un
            altro.
          </p>
          <VisitNoteField
            label="Messaggio al cliente (facoltativo)"
            value={note}
            onChange={setNote}
          />
          {props.error ? <p role="alert">{props.error}</p> : null}
          <DialogActions
            onBack={close}
            label="Rifiuta la richiesta"
            isPending={props.isDeclining}
            variant="danger"
            onPress={() => props.onDecline(note.trim() || null, close)}
          />
        </Stack>
      )}
    </Modal>
  );
}
