import { useMutation } from '@tanstack/react-query';
import { createClientMutation, updateClientMutation, type Client } from '@agendina/api';
import { Modal } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { ClientForm } from './ClientForm.tsx';
import { clientInputOf, clientValuesOf } from './client-form.ts';

export interface ClientDialogProps {
  /** The client to edit; null creates a new one. */
  client: Client | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSaved?: (client: Client) => void;
}

/** Create or edit a client in a dialog; a refusal (409 duplicate phone) keeps the dialog open. */
export function ClientDialog({ client, isOpen, onOpenChange, onSaved }: ClientDialogProps) {
  const api = useApi();
  const create = useMutation(createClientMutation(api));
  const update = useMutation(updateClientMutation(api));
  const saving = client ? update : create;

  const close = (open: boolean) => {
    if (!open) {
      create.reset();
      update.reset();
    }
    onOpenChange(open);
  };

  return (
    <Modal
      title={client ? 'Modifica cliente' : 'Nuovo cliente'}
      isOpen={isOpen}
      onOpenChange={close}
    >
      <ClientForm
        initialValues={client ? clientValuesOf(client) : undefined}
        submitLabel={client ? 'Salva modifiche' : 'Crea cliente'}
        isSubmitting={saving.isPending}
        failure={saving.error}
        onCancel={() => close(false)}
        onSubmit={(values) => {
          const body = clientInputOf(values);
          const done = (saved: Client) => {
            onSaved?.(saved);
            close(false);
          };
          if (client) update.mutate({ id: client.id, body }, { onSuccess: done });
          else create.mutate(body, { onSuccess: done });
        }}
      />
    </Modal>
  );
}
