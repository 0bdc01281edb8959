import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  clientServiceDurationsQueryOptions,
  createClientServiceDurationMutation,
  deleteClientServiceDurationMutation,
  servicesQueryOptions,
  updateClientServiceDurationMutation,
  type ClientServiceDuration,
} from '@agendina/api';
import { formatDurationIt } from '@agendina/scheduling';
import { Button, NumberField, Select, Inline, pageFrame, FailureMessage } from '@agendina/ui';
import { ClientSection } from './ClientSection.tsx';
import { useApi } from '../../lib/router-context.ts';

/** Durations this client needs instead of the catalogue's (e.g. long hair). */
export function ClientDurations({ clientId }: { clientId: number }) {
  return (
    <ClientSection id="durate-title" title="Durate personalizzate" loading="Caricamento durate...">
      <DurationsEditor clientId={clientId} />
    </ClientSection>
  );
}

function DurationsEditor({ clientId }: { clientId: number }) {
  const api = useApi();
  const durations = useSuspenseQuery(clientServiceDurationsQueryOptions(api, clientId));
  const services = useSuspenseQuery(servicesQueryOptions(api));
  const create = useMutation(createClientServiceDurationMutation(api));
  const remove = useMutation(deleteClientServiceDurationMutation(api));
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [minutes, setMinutes] = useState<number>(Number.NaN);
  const [missing, setMissing] = useState<string | null>(null);
  const taken = new Set(durations.data.map((d) => d.serviceId));
  const options = services.data
    .filter((s) => !taken.has(s.id))
    .map((s) => ({ id: s.id, name: `${s.name} (${formatDurationIt(s.durationMinutes)})` }));

  const add = () => {
    if (serviceId === null) return setMissing('Seleziona un servizio');
    if (!Number.isFinite(minutes)) return setMissing('Inserisci la durata in minuti');
    setMissing(null);
    create.mutate(
      { clientId, serviceId, customDurationMinutes: minutes },
      {
        onSuccess: () => {
          setServiceId(null);
          setMinutes(Number.NaN);
        },
      },
    );
  };

  return (
    <>
      <FailureMessage error={create.error ?? remove.error} />
      <ul className={pageFrame.list} aria-label="Durate personalizzate">
        {durations.data.map((d) => (
          <DurationItem key={d.id} duration={d} onDelete={() => remove.mutate(d.id)} />
        ))}
        {durations.data.length === 0 ? (
          <li className={pageFrame.muted}>Nessuna durata personalizzata</li>
        ) : null}
      </ul>
      <Inline space="md" alignY="bottom">
        <Select
          label="Servizio"
          options={options}
          selectedKey={serviceId}
          onSelectionChange={setServiceId}
        />
        <NumberField
          label="Durata (minuti)"
          minValue={5}
          maxValue={600}
          step={5}
          value={minutes}
          onChange={setMinutes}
        />
        <Button onPress={add} isDisabled={create.isPending}>
          Aggiungi durata
        </Button>
      </Inline>
      {missing ? (
        <p role="alert" className={pageFrame.failure}>
          {missing}
        </p>
      ) : null}
    </>
  );
}

function DurationItem({
  duration,
  onDelete,
}: {
  duration: ClientServiceDuration;
  onDelete: () => void;
}) {
  const api = useApi();
  const update = useMutation(updateClientServiceDurationMutation(api));
  const [minutes, setMinutes] = useState(duration.customDurationMinutes);
  return (
    <li className={pageFrame.listItem}>
      <span className={pageFrame.grow}>
        <strong>{duration.serviceName}</strong>{' '}
        <span className={pageFrame.muted}>
          (di solito {formatDurationIt(duration.defaultDurationMinutes)})
        </span>
      </span>
      <NumberField
        label={`Minuti per ${duration.serviceName}`}
        minValue={5}
        maxValue={600}
        step={5}
        value={minutes}
        onChange={setMinutes}
      />
      <Button
        variant="secondary"
        isDisabled={update.isPending || !Number.isFinite(minutes)}
        onPress={() =>
          update.mutate({
            id: duration.id,
            body: { customDurationMinutes: minutes, notes: duration.notes },
          })
        }
      >
        {`Salva ${duration.serviceName}`}
      </Button>
      <Button variant="secondary" onPress={onDelete}>
        {`Elimina ${duration.serviceName}`}
      </Button>
      <FailureMessage error={update.error} />
    </li>
  );
}
