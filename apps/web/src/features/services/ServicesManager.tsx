import { Suspense } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  createServiceMutation,
  deleteServiceMutation,
  orderedServicesQueryOptions,
  reorderServicesMutation,
  serviceKeys,
  updateServiceMutation,
  type Service,
} from '@agendina/api';
import {
  Button,
  Modal,
  Inline,
  Spinner,
  pageFrame,
  FailureMessage,
  Page,
  PageTitle,
} from '@agendina/ui';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { RowDialogs, useRowDialogs } from '../../lib/row-dialogs.tsx';
import { useApi } from '../../lib/router-context.ts';
import { useBusinessWording } from '../salon/use-wording.ts';
import { ImportDefaults } from './ImportDefaults.tsx';
import { ServiceList } from './ServiceList.tsx';
import { serviceInputOf, serviceValuesOf } from './service-form.ts';

// The service's form (duration, price, category, its checks) loads after the catalogue.
const [ServiceForm, usePreloadedForm] = afterFirstPaint(() =>
  import('./ServiceForm.tsx').then((module) => module.ServiceForm),
);

/** /servizi: the catalogue by priority, reorder, create, edit, delete, examples. */
export function ServicesManager() {
  const api = useApi();
  const wording = useBusinessWording();
  const queryClient = useQueryClient();
  const { data: services } = useSuspenseQuery(orderedServicesQueryOptions(api));
  const reorder = useMutation(reorderServicesMutation(api));
  const remove = useMutation(deleteServiceMutation(api));
  const dialogs = useRowDialogs<Service>();
  usePreloadedForm();

  const saveOrder = (ids: number[]) => {
    const byId = new Map(services.map((s) => [s.id, s]));
    // Shown at once; the server's answer replaces it.
    queryClient.setQueryData(
      serviceKeys.ordered(null),
      ids.map((id) => byId.get(id)).filter((s): s is Service => s !== undefined),
    );
    reorder.mutate(ids, {
      onError: () => void queryClient.invalidateQueries({ queryKey: serviceKeys.ordered(null) }),
    });
  };

  return (
    <Page>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle>{wording.services}</PageTitle>
        <Inline space="md" alignY="bottom">
          <ImportDefaults existing={services} />
          <Button onPress={dialogs.openNew}>Nuovo {wording.service.toLowerCase()}</Button>
        </Inline>
      </Inline>
      <p className={pageFrame.muted}>
        L'ordine è la priorità: in alto quelli da eseguire per primi. Trascina o usa i pulsanti
        Sposta su / Sposta giù.
      </p>
      <FailureMessage error={reorder.error ?? remove.error} />
      <ServiceList
        services={services}
        label={wording.services}
        onReorder={saveOrder}
        onEdit={dialogs.openEdit}
        onDelete={dialogs.askDelete}
      />
      <RowDialogs
        dialogs={dialogs}
        edit={(service, close) => (
          <ServiceDialog service={service} noun={wording.service} onClose={close} />
        )}
        deleteQuestion={(service) => ({
          title: `Eliminare ${service?.name ?? ''}?`,
          message:
            'Non sarà più proposto nelle prenotazioni. Gli appuntamenti passati restano nello storico.',
        })}
        onDelete={(service) => remove.mutate(service.id)}
      />
    </Page>
  );
}

function ServiceDialog({
  service,
  noun,
  onClose,
}: {
  service: Service | null;
  noun: string;
  onClose: () => void;
}) {
  const api = useApi();
  const create = useMutation(createServiceMutation(api));
  const update = useMutation(updateServiceMutation(api));
  const saving = service ? update : create;
  return (
    <Modal
      title={service ? `Modifica ${service.name}` : `Nuovo ${noun.toLowerCase()}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <Suspense fallback={<Spinner label="Caricamento del modulo..." />}>
        <ServiceForm
          noun={noun}
          initialValues={service ? serviceValuesOf(service) : undefined}
          submitLabel={service ? 'Salva modifiche' : 'Crea'}
          isSubmitting={saving.isPending}
          failure={saving.error}
          onCancel={onClose}
          onSubmit={(values) => {
            if (service)
              update.mutate(
                { id: service.id, body: serviceInputOf(values, service.priority) },
                { onSuccess: onClose },
              );
            else create.mutate(serviceInputOf(values), { onSuccess: onClose });
          }}
        />
      </Suspense>
    </Modal>
  );
}
