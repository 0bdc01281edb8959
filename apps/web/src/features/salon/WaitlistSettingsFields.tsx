// /salone › «Prenotazioni online» › «Lista d’attesa» (issue #35, MODULES.md «Lista d'attesa»): on,
// a client who finds no time leaves a request; a freed matching time is offered in line order
// with a link that can book it for the minutes set here.
import { NumberField, Stack, Switch, pageFrame } from '@agendina/ui';
import type { WaitlistValues } from './deposit-settings-form.ts';

export interface WaitlistSettingsFieldsProps {
  values: WaitlistValues;
  error: string | undefined;
  onChange: (next: WaitlistValues) => void;
}

export function WaitlistSettingsFields({ values, error, onChange }: WaitlistSettingsFieldsProps) {
  return (
    <Stack space="md">
      <p className={pageFrame.muted}>
        Quando non trova un orario, il cliente lascia servizi, giorni e fascia oraria. Se un
        appuntamento adatto si libera, i clienti in lista ricevono in ordine un link per prenotarlo:
        il primo che lo usa prende l’orario.
      </p>
      <Switch isSelected={values.enabled} onChange={(enabled) => onChange({ ...values, enabled })}>
        Attiva la lista d’attesa
      </Switch>
      {values.enabled ? (
        <NumberField
          label="Validità del link (minuti)"
          description="Dopo, l’orario passa al cliente successivo (da 5 a 1440 minuti)"
          step={5}
          value={values.claimMinutes}
          onChange={(claimMinutes) => onChange({ ...values, claimMinutes })}
          errorMessage={error}
        />
      ) : null}
    </Stack>
  );
}
