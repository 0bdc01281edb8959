import { CheckList, TextArea, WizardSummary, WizardTimeline, Stack } from '@agendina/ui';
import type { WizardAction, WizardState } from './wizard-state.ts';
import type { WizardModel } from './wizard-model.ts';

export interface ConfirmStepProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  model: Pick<WizardModel, 'timeline' | 'checks' | 'clientName'>;
}

/** Step 3 'Conferma': the timeline, the summary, the checks (errors block creation), the notes. */
export function ConfirmStep({ state, dispatch, model }: ConfirmStepProps) {
  return (
    <Stack space="lg">
      <WizardTimeline timeline={model.timeline} />
      <WizardSummary clientName={model.clientName} start={state.start} timeline={model.timeline} />
      <CheckList items={model.checks} label="Controlli" />
      <TextArea
        label="Note"
        rows={3}
        value={state.notes}
        onChange={(text) => dispatch({ type: 'notes', text })}
      />
    </Stack>
  );
}
