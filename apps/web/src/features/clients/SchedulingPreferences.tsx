import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
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
} from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { FailureMessage } from '../salon/FailureMessage.tsx';
import * as styles from '../salon/layout.css.ts';

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
  const api = useApi();
  const preferences = useQuery(clientSchedulingPreferencesQueryOptions(api, clientId));
  return (
    <section className={styles.section} aria-labelledby="preferenze-title">
      <h2 id="preferenze-title" className={styles.sectionTitle}>
        Preferenze di prenotazione
      </h2>
      <FailureMessage error={preferences.error} />
      {preferences.data ? <PreferencesForm clientId={clientId} initial={preferences.data} /> : null}
    </section>
  );
}

function PreferencesForm({ clientId, initial }: { clientId: number; initial: Preferences }) {
  const api = useApi();
  const operators = useQuery(hairdressersQueryOptions(api));
  const save = useMutation(updateClientSchedulingPreferencesMutation(api));
  const [operatorId, setOperatorId] = useState(initial.preferredHairdresserId);
  const [days, setDays] = useState<string[]>(initial.preferredDays);
  const [band, setBand] = useState<TimeBand>(initial.preferredTimeBand);
  const [notes, setNotes] = useState(initial.notes ?? '');
  const operatorOptions: SelectOption<Id | typeof ANY_OPERATOR>[] = [
    { id: ANY_OPERATOR, name: 'Nessuna preferenza' },
    ...(operators.data ?? []).map((o) => ({ id: o.id, name: o.name })),
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
