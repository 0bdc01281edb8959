// /salone, "Promemoria" (issue #19): reminders on or off and how many hours before the visit.
// The channel is not a setting: WhatsApp when the salon can send and the client has a phone,
// else e-mail, which the section says in one sentence.
import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  reminderSettingsQueryOptions,
  updateReminderSettingsMutation,
  type ReminderSettings as Settings,
} from '@agendina/api';
import {
  Button,
  Form,
  Inline,
  NumberField,
  Spinner,
  Stack,
  Switch,
  pageFrame,
  PageSection,
  FailureMessage,
} from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';

/** The contract's bounds of hoursBefore. */
export const REMINDER_HOURS = { min: 2, max: 72 } as const;

export interface ReminderSettingsFormProps {
  settings: Settings;
  isSaving: boolean;
  failure: unknown;
  saved: boolean;
  onSave: (settings: Settings) => void;
}

/** The form: a switch, the hours (kept as typed when refused), "Salva promemoria". */
export function ReminderSettingsForm({
  settings,
  isSaving,
  failure,
  saved,
  onSave,
}: ReminderSettingsFormProps) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [hours, setHours] = useState(settings.hoursBefore);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!Number.isInteger(hours) || hours < REMINDER_HOURS.min || hours > REMINDER_HOURS.max)
      return setProblem(
        `Indica un numero intero di ore tra ${REMINDER_HOURS.min} e ${REMINDER_HOURS.max}`,
      );
    setProblem(null);
    onSave({ enabled, hoursBefore: hours });
  };
  return (
    <Form
      aria-label="Promemoria"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack space="md">
        <p className={pageFrame.muted}>
          Il promemoria parte su WhatsApp se il cliente ha un numero di telefono, altrimenti per
          e-mail. Il cliente può confermare o annullare l'appuntamento con un link.
        </p>
        <Switch isSelected={enabled} onChange={setEnabled}>
          Invia i promemoria ai clienti
        </Switch>
        <NumberField
          label="Ore prima dell'appuntamento"
          description={`Da ${REMINDER_HOURS.min} a ${REMINDER_HOURS.max} ore`}
          step={1}
          value={hours}
          onChange={setHours}
          isDisabled={!enabled}
          isInvalid={problem !== null}
          errorMessage={problem ?? undefined}
        />
        <FailureMessage error={failure} />
        {saved ? <p role="status">Promemoria salvati</p> : null}
        <Inline space="sm" align="right">
          <Button type="submit" isDisabled={isSaving}>
            Salva promemoria
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

function ReminderSettingsLoaded() {
  const api = useApi();
  const { data } = useSuspenseQuery(reminderSettingsQueryOptions(api));
  const save = useMutation(updateReminderSettingsMutation(api));
  return (
    <ReminderSettingsForm
      settings={data}
      isSaving={save.isPending}
      failure={save.error}
      saved={save.isSuccess}
      onSave={(settings) => save.mutate(settings)}
    />
  );
}

/** The "Promemoria" section of /salone (a salon's own call: not for an ADMIN). */
export function ReminderSettings() {
  return (
    <PageSection id="promemoria-title" title="Promemoria">
      <QueryBoundary loading={<Spinner label="Caricamento dei promemoria..." />}>
        <ReminderSettingsLoaded />
      </QueryBoundary>
    </PageSection>
  );
}
