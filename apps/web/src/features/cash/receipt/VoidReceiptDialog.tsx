import { useMutation } from '@tanstack/react-query';
import { voidReceiptMutation } from '@agendina/api';
import { formatEuro } from '@agendina/scheduling';
import { DialogActions, FailureMessage, Modal, Stack } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import type { Receipt } from './receipt-labels.ts';
import * as styles from './receipt.css.ts';

export interface VoidReceiptDialogProps {
  receipt: Receipt;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The voided receipt, once the server answered. */
  onVoided: (receipt: Receipt) => void;
}

/**
 * "Annulla scontrino": says what the annullo does fiscally before doing it. The server's refusal
 * (already voided, refunded, the fiscal service said no) stays in the dialog.
 */
export function VoidReceiptDialog({
  receipt,
  isOpen,
  onOpenChange,
  onVoided,
}: VoidReceiptDialogProps) {
  const api = useApi();
  const voidReceipt = useMutation(voidReceiptMutation(api));
  const change = (open: boolean) => {
    if (!open) voidReceipt.reset();
    onOpenChange(open);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={change}
      role="alertdialog"
      title={`Annullare lo scontrino ${receipt.number}?`}
    >
      {(close) => (
        <Stack space="md">
          <p className={styles.totalTerm}>
            L’annullo invia all’Agenzia delle Entrate, tramite il servizio fiscale, un documento di
            annullo per l’intero scontrino ({formatEuro(receipt.totals.totalCents)}). Lo scontrino
            resta nello storico come «Annullato» e non si potrà più fare un reso.
          </p>
          <FailureMessage error={voidReceipt.error} />
          <DialogActions
            onBack={close}
            focusBack
            label="Annulla scontrino"
            isPending={voidReceipt.isPending}
            variant="danger"
            onPress={() =>
              voidReceipt.mutate(receipt.id, {
                onSuccess: (voided) => {
                  onVoided(voided);
                  close();
                },
              })
            }
          />
        </Stack>
      )}
    </Modal>
  );
}
