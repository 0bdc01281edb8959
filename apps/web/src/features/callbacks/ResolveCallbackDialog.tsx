import { useState } from 'react';
import { Button, Modal, TextArea, Inline, Stack, pageFrame } from '@agendina/ui';
import { AlertText } from '../../components/AlertText.tsx';

export interface ResolveCallbackDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  clientLabel: string;
  isResolving: boolean;
  failure: string | null;
  onResolve: (notes: string) => void;
}

/** Closes an assistance request with a note of what was agreed with the client. */
export function ResolveCallbackDialog({
  isOpen,
  onOpenChange,
  clientLabel,
  isResolving,
  failure,
  onResolve,
}: ResolveCallbackDialogProps) {
  const [notes, setNotes] = useState('');
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Risolvi la richiesta di ${clientLabel}`}
      size="sm"
    >
      {(close) => (
        <Stack space="md">
          <TextArea
            label="Note (facoltative)"
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={setNotes}
            description="Cosa è stato concordato con il cliente"
          />
          <AlertText className={pageFrame.failure}>{failure}</AlertText>
          <Inline space="sm" align="right">
            <Button variant="secondary" onPress={close}>
              Annulla
            </Button>
            <Button isDisabled={isResolving} onPress={() => onResolve(notes.trim())}>
              {isResolving ? 'Salvataggio...' : 'Segna come risolta'}
            </Button>
          </Inline>
        </Stack>
      )}
    </Modal>
  );
}
