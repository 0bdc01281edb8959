import type { Id, Operator } from '@agendina/scheduling';
import type { Client, ErrorDescription } from '@agendina/api';
import { IconButton, MessageDialog, Modal, WizardShell } from '@agendina/ui';
import { ClientStep } from './ClientStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { RefusalChoices } from './RefusalChoices.tsx';
import { ServicesStep } from './ServicesStep.tsx';
import type { OperatorMark, PlanChoice } from './availability-model.ts';
import type { FreeTimes } from './use-wizard-availability.ts';
import type { WizardModel } from './wizard-model.ts';
import type { WizardStepProps } from './wizard-state.ts';
import * as styles from './booking.css.ts';

export interface NewAppointmentWizardViewProps extends WizardStepProps {
  /** A new booking, or a change of a booked visit (its client fixed, «Salva modifiche»). */
  mode?: 'new' | 'edit';
  onOpenChange: (open: boolean) => void;
  model: WizardModel;
  matches: readonly Client[];
  operators: readonly Operator[];
  isSaving: boolean;
  onCreate: () => void;
  /** The creation failure (built with describeError); the wizard stays open behind it. */
  failure: ErrorDescription | null;
  onDismissFailure: () => void;
  /** Step 1: the server's free start times and the day's opening hours. */
  freeTimes: FreeTimes;
  opening: string | null;
  /** Step 2: per block, the server's marks of the operators. */
  marks: readonly (ReadonlyMap<Id, OperatorMark> | null)[];
  marksLoading: boolean;
  /** Step 3: the server refused the plan (409/422): why, and where it would fit. */
  refusal: {
    description: ErrorDescription;
    choices: readonly PlanChoice[];
    isLoading: boolean;
  } | null;
  onChoose: (choice: PlanChoice) => void;
}

/** The new-appointment wizard of SPEC.md §2 in its modal: three steps, Indietro / Continua / Crea. */
export function NewAppointmentWizardView({
  mode = 'new',
  onOpenChange,
  state,
  dispatch,
  model,
  matches,
  operators,
  isSaving,
  onCreate,
  failure,
  onDismissFailure,
  freeTimes,
  opening,
  marks,
  marksLoading,
  refusal,
  onChoose,
}: NewAppointmentWizardViewProps) {
  const step = { state, dispatch };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!isSaving) onOpenChange(open);
      }}
      title={mode === 'edit' ? 'Modifica appuntamento' : 'Nuovo appuntamento'}
      size="lg"
      isDismissable={false}
    >
      {(close) => (
        <>
          <div className={styles.closeRow}>
            <IconButton icon="close" aria-label="Chiudi" isDisabled={isSaving} onPress={close} />
          </div>
          <WizardShell
            step={state.step}
            canContinue={model.canContinue}
            isSaving={isSaving}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
            onCreate={onCreate}
            {...(mode === 'edit'
              ? { createLabel: 'Salva modifiche', creatingLabel: 'Salvataggio...' }
              : {})}
          >
            {state.step === 0 ? (
              <ClientStep
                {...step}
                clientLocked={mode === 'edit'}
                matches={matches}
                errors={model.clientStep.errors}
                freeTimes={freeTimes}
                opening={opening}
              />
            ) : state.step === 1 ? (
              <ServicesStep
                {...step}
                model={model}
                operators={operators}
                marks={marks}
                marksLoading={marksLoading}
              />
            ) : (
              <ConfirmStep
                {...step}
                model={model}
                refusal={
                  refusal ? (
                    <RefusalChoices
                      refusal={refusal.description}
                      choices={refusal.choices}
                      isLoading={refusal.isLoading}
                      onChoose={onChoose}
                    />
                  ) : null
                }
              />
            )}
          </WizardShell>
          <MessageDialog
            type="error"
            isOpen={failure !== null}
            onOpenChange={(open) => {
              if (!open) onDismissFailure();
            }}
            title={failure?.title}
            message={
              failure ? (
                <>
                  <p>{failure.message}</p>
                  {failure.details?.length ? (
                    <ul className={styles.detailsList}>
                      {failure.details.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  ) : null}
                </>
              ) : null
            }
          />
        </>
      )}
    </Modal>
  );
}
