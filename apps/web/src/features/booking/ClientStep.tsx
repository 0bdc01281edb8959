import { parseDate } from '@internationalized/date';
import {
  ComboBox,
  DatePicker,
  PhoneField,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  type Key,
  type SelectOption,
  Tiles,
  Stack,
} from '@agendina/ui';
import type { ClientStepErrors } from '@agendina/scheduling';
import type { Client } from '@agendina/api';
import { FreeTimes } from './FreeTimes.tsx';
import { timeOptions } from './time-options.ts';
import type { FreeTimes as FreeTimesData } from './use-wizard-availability.ts';
import type { WizardStepProps } from './wizard-state.ts';
import * as styles from './booking.css.ts';

export interface ClientStepProps extends WizardStepProps {
  /** The clients matching the (debounced) search, first 10. */
  matches: readonly Client[];
  errors: ClientStepErrors;
  /** The server's free start times for the chosen date. */
  freeTimes: FreeTimesData;
  /** "Aperto …" / "Chiuso" for the chosen date. */
  opening: string | null;
  /** Editing a booked visit: the client is the visit's, shown and not changed. */
  clientLocked?: boolean;
}

const clientOption = (c: Client): SelectOption => ({
  id: c.id,
  name: c.name,
  description: [c.phoneNumber, c.email].filter(Boolean).join(' · ') || undefined,
});

/** Step 1 'Cliente e Orario': an existing client (search) or a new one, plus date and time. */
export function ClientStep({
  state,
  dispatch,
  matches,
  errors,
  freeTimes,
  opening,
  clientLocked = false,
}: ClientStepProps) {
  const startMinute = state.start.hour * 60 + state.start.minute;
  return (
    <Stack space="lg">
      {clientLocked ? (
        <p>
          Cliente: <strong>{state.client?.name}</strong>
        </p>
      ) : (
        <ClientPicker state={state} dispatch={dispatch} matches={matches} errors={errors} />
      )}
      <Tiles space="md" minColumnWidth="sm" alignY="top">
        <DatePicker
          label="Data"
          value={parseDate(state.start.toPlainDate().toString())}
          onChange={(date) => {
            if (date) dispatch({ type: 'date', date });
          }}
        />
        <Select
          label="Ora"
          options={timeOptions(startMinute)}
          selectedKey={startMinute}
          onSelectionChange={(key) => dispatch({ type: 'time', minuteOfDay: Number(key) })}
        />
      </Tiles>
      <FreeTimes
        times={freeTimes}
        opening={opening}
        selectedMinute={startMinute}
        onSelect={(minuteOfDay) => dispatch({ type: 'time', minuteOfDay })}
      />
    </Stack>
  );
}

/** Step 1's client: one from the archive (search) or a new one. */
function ClientPicker({
  state,
  dispatch,
  matches,
  errors,
}: Pick<ClientStepProps, 'state' | 'dispatch' | 'matches' | 'errors'>) {
  const { newClient } = state;
  return (
    <Tabs
      selectedKey={state.clientMode}
      onSelectionChange={(key: Key) =>
        dispatch({ type: 'clientMode', mode: key === 'new' ? 'new' : 'existing' })
      }
    >
      <TabList aria-label="Tipo di cliente">
        <Tab id="existing">Cliente esistente</Tab>
        <Tab id="new">Nuovo cliente</Tab>
      </TabList>
      <TabPanel id="existing" className={styles.panel}>
        <ComboBox
          label="Cerca cliente"
          description="Nome, telefono o e-mail"
          placeholder="Es. Maria Rossi"
          items={matches.map(clientOption)}
          inputValue={state.clientSearch}
          onInputChange={(text) => dispatch({ type: 'clientSearch', text })}
          selectedKey={state.client?.id ?? null}
          onSelectionChange={(key) => {
            const picked = matches.find((c) => c.id === key);
            dispatch({
              type: 'pickClient',
              client: picked ? { id: picked.id, name: picked.name } : null,
            });
          }}
          menuTrigger="focus"
        />
      </TabPanel>
      <TabPanel id="new" className={styles.panel}>
        <TextField
          label="Nome"
          isRequired
          value={newClient.name}
          onChange={(name) => dispatch({ type: 'newClient', patch: { name } })}
          isInvalid={newClient.nameTouched && Boolean(errors.name)}
          errorMessage={newClient.nameTouched ? errors.name : undefined}
        />
        <PhoneField
          prefix={newClient.phonePrefix}
          onPrefixChange={(phonePrefix) => dispatch({ type: 'newClient', patch: { phonePrefix } })}
          number={newClient.phone}
          onNumberChange={(phone) => dispatch({ type: 'newClient', patch: { phone } })}
          errorMessage={errors.phone ?? null}
          description="Facoltativo"
        />
        <TextField
          label="E-mail"
          type="email"
          description="Facoltativa"
          value={newClient.email}
          onChange={(email) => dispatch({ type: 'newClient', patch: { email } })}
          errorMessage={errors.email}
        />
      </TabPanel>
    </Tabs>
  );
}
