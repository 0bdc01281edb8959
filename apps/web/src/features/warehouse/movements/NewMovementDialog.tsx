import { createStockMovementMutation, useIdempotentMutation } from '@agendina/api';
import { STOCK_MOVEMENT_KIND_LABELS } from '@agendina/scheduling';
import { Modal } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { MovementForm } from './MovementForm.tsx';
import { signed } from './MovementsTable.tsx';
import { movementInputOf } from './movement-form.ts';

/** «Nuovo movimento»: a movement by hand, written once however many times it is sent. */
export function NewMovementDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const api = useApi();
  // One key per opening of the form: a retry after a lost answer never writes twice.
  const create = useIdempotentMutation((key) => createStockMovementMutation(api, key));
  return (
    <Modal isOpen size="lg" onOpenChange={(open) => !open && onClose()} title="Nuovo movimento">
      <MovementForm
        submitLabel="Registra movimento"
        isSubmitting={create.isPending}
        failure={create.error}
        onCancel={onClose}
        onSubmit={(values) =>
          create.mutate(movementInputOf(values), {
            onSuccess: (movement) =>
              onSaved(
                `${STOCK_MOVEMENT_KIND_LABELS[movement.kind]} di ${movement.productName} registrato (${signed(movement.quantity)}, giacenza ${movement.balanceAfter})`,
              ),
          })
        }
      />
    </Modal>
  );
}
