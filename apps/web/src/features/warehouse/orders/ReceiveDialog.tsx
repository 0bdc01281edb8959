import { useState } from 'react';
import {
  receivePurchaseOrderMutation,
  useIdempotentMutation,
  type PurchaseOrder,
} from '@agendina/api';
import { remainingToReceive } from '@agendina/scheduling';
import {
  Button,
  ConfirmDialog,
  Inline,
  Modal,
  NumberField,
  Stack,
  pageFrame,
  FailureMessage,
} from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { excessMessages, receiveRequestOf, remainingByProduct } from './receive-form.ts';

export interface ReceiveDialogProps {
  order: PurchaseOrder;
  onClose: () => void;
  onReceived: (order: PurchaseOrder) => void;
}

/**
 * «Ricevi merce»: a quantity per line, prefilled with what remains. More than remains asks first
 * and then sends acceptExcess (decision 0031). One Idempotency-Key per opening of the dialog, so
 * a retry after a lost answer never loads the goods twice.
 */
export function ReceiveDialog({ order, onClose, onReceived }: ReceiveDialogProps) {
  const api = useApi();
  const receive = useIdempotentMutation((key) => receivePurchaseOrderMutation(api, key));
  const [quantities, setQuantities] = useState(() => remainingByProduct(order));
  const [excess, setExcess] = useState<string[]>([]);
  const nothing = Object.values(quantities).every((quantity) => !quantity);

  const send = (acceptExcess: boolean) =>
    receive.mutate(
      { id: order.id, body: receiveRequestOf(order, quantities, acceptExcess) },
      { onSuccess: onReceived },
    );
  const confirmFirst = () => {
    const messages = excessMessages(order, quantities);
    if (messages.length > 0) setExcess(messages);
    else send(false);
  };

  return (
    <>
      <Modal isOpen size="lg" onOpenChange={(open) => !open && onClose()} title="Ricevi merce">
        <Stack space="md">
          <p className={pageFrame.muted}>
            Indica quanto è arrivato di ogni prodotto: 0 per quello che non è arrivato.
          </p>
          {order.lines.map((line) => (
            <NumberField
              key={line.productId}
              label={line.productName}
              description={`Ordinati ${line.quantity}, già ricevuti ${line.receivedQuantity}, restano ${remainingToReceive(line)}`}
              value={quantities[line.productId] ?? Number.NaN}
              onChange={(quantity) =>
                setQuantities((q) => ({
                  ...q,
                  [line.productId]: Number.isNaN(quantity) ? null : quantity,
                }))
              }
              minValue={0}
              maxValue={100000}
              step={1}
            />
          ))}
          <FailureMessage error={receive.error} />
          <Inline space="sm" align="right">
            <Button variant="secondary" onPress={onClose}>
              Annulla
            </Button>
            <Button isDisabled={receive.isPending || nothing} onPress={confirmFirst}>
              {receive.isPending ? 'Registrazione...' : 'Registra arrivo'}
            </Button>
          </Inline>
        </Stack>
      </Modal>
      <ConfirmDialog
        isOpen={excess.length > 0}
        onOpenChange={(open) => !open && setExcess([])}
        title="Più merce del previsto"
        message={
          <ul className={pageFrame.list}>
            {excess.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        }
        confirmLabel="Registra l'eccedenza"
        onConfirm={() => {
          setExcess([]);
          send(true);
        }}
      />
    </>
  );
}
