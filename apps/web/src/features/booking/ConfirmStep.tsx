import type { ReactNode } from 'react';
import type { ServicesTotal } from '@agendina/scheduling';
import { CheckList, TextArea, WizardSummary, WizardTimeline, Stack } from '@agendina/ui';
import type { WizardStepProps } from './wizard-state.ts';
import type { WizardModel } from './wizard-model.ts';

export interface ConfirmStepProps extends WizardStepProps {
  model: Pick<WizardModel, 'timeline' | 'checks' | 'clientName'> & { total: ServicesTotal };
  /** The server's refusal with its next free slot and alternatives, when there was one. */
  refusal?: ReactNode;
}

/** Step 3 'Conferma': the timeline, the summary, the checks (errors block creation), the notes. */
export function ConfirmStep({ state, dispatch, model, refusal }: ConfirmStepProps) {
  return (
    <Stack space="lg">
      {refusal}
      <WizardTimeline timeline={model.timeline} />
      <WizardSummary
        clientName={model.clientName}
        start={state.start}
        timeline={model.timeline}
        total={model.total}
      />
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
