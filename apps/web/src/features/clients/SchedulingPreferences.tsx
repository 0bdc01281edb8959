import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  clientSchedulingPreferencesQueryOptions,
  hairdressersQueryOptions,
  updateClientSchedulingPreferencesMutation,
  type components,
} from '@agendina/api';
import { WEEKDAYS, WEEKDAY_LABELS_IT, type Id, type Weekday } from '@agendina/scheduling';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Inline,
  Select,
  Stack,
  TextArea,
  type SelectOption,
  FailureMessage,
} from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { ClientSection } from './ClientSection.tsx';

type Preferences = components['schemas']['SchedulingPreferences'];
type TimeBand = components['schemas']['TimeBand'];

const TIME_BANDS: { id: TimeBand; name: string }[] = [
  { id: 'ANY', name: 'Qualsiasi orario' },
  { id: 'MORNING', name: 'Mattina' },
  { id: 'AFTERNOON', name: 'Pomeriggio' },
  { id: 'EVENING', name: 'Sera' },
];
const ANY_OPERATOR = 'nessuno';

/** Preferred operator, days and time band, used when proposing times. */
export function SchedulingPreferences({ clientId }: { clientId: number }) {
  return (
    <ClientSection
      id="preferenze-title"
      title="Preferenze di prenotazione"
      loading="Caricamento preferenze..."
    >
      <LoadedPreferences clientId={clientId} />
    </ClientSection>
  );
}

function LoadedPreferences({ clientId }: { clientId: number }) {
  const api = useApi();
  const { data } = useSuspenseQuery(clientSchedulingPreferencesQueryOptions(api, clientId));
  return <PreferencesForm clientId={clientId} initial={data} />;
}

function PreferencesForm({ clientId, initial }: { clientId: number; initial: Preferences }) {
  const api = useApi();
  const operators = useSuspenseQuery(hairdressersQueryOptions(api));
  const save = useMutation(updateClientSchedulingPreferencesMutation(api));
  const [operatorId, setOperatorId] = useState(initial.preferredHairdresserId);
  const [days, setDays] = useState<string[]>(initial.preferredDays);
  const [band, setBand] = useState<TimeBand>(initial.preferredTimeBand);
  const [notes, setNotes] = useState(initial.notes ?? '');
  const operatorOptions: SelectOption<Id | typeof ANY_OPERATOR>[] = [
    { id: ANY_OPERATOR, name: 'Nessuna preferenza' },
    ...operators.data.map((o) => ({ id: o.id, name: o.name })),
  ];

  return (
    <Stack space="md">
      <Select
        label="Operatore preferito"
        options={operatorOptions}
        selectedKey={operatorId ?? ANY_OPERATOR}
        onSelectionChange={(key) => setOperatorId(key === ANY_OPERATOR ? null : key)}
      />
      <CheckboxGroup label="Giorni preferiti" value={days} onChange={setDays}>
        {WEEKDAYS.map((day) => (
          <Checkbox key={day} value={day}>
            {WEEKDAY_LABELS_IT[day]}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Select
        label="Fascia oraria"
        options={TIME_BANDS}
        selectedKey={band}
        onSelectionChange={(key) => key !== null && setBand(key as TimeBand)}
      />
      <TextArea label="Note sulle preferenze" rows={2} value={notes} onChange={setNotes} />
      <FailureMessage error={save.error} />
      {save.isSuccess ? <p role="status">Preferenze salvate</p> : null}
      <Inline space="sm" align="right">
        <Button
          isDisabled={save.isPending}
          onPress={() =>
            save.mutate({
              id: clientId,
              body: {
                preferredHairdresserId: operatorId,
                preferredDays: days as Weekday[],
                preferredTimeBand: band,
                notes: notes.trim() === '' ? null : notes.trim(),
              },
            })
          }
        >
          Salva preferenze
        </Button>
      </Inline>
    </Stack>
  );
}
