import type { Operator } from '@agendina/scheduling';
import type { Client, ErrorDescription } from '@agendina/api';
import { IconButton, MessageDialog, Modal, WizardShell } from '@agendina/ui';
import { ClientStep } from './ClientStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { ServicesStep } from './ServicesStep.tsx';
import type { WizardModel } from './wizard-model.ts';
import type { WizardAction, WizardState } from './wizard-state.ts';
import * as styles from './booking.css.ts';

export interface NewAppointmentWizardViewProps {
  onOpenChange: (open: boolean) => void;
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  model: WizardModel;
  matches: readonly Client[];
  operators: readonly Operator[];
  isSaving: boolean;
  onCreate: () => void;
  /** The creation failure (built with describeError); the wizard stays open behind it. */
  failure: ErrorDescription | null;
  onDismissFailure: () => void;
}

/** The new-appointment wizard of SPEC.md §2 in its modal: three steps, Indietro / Continua / Crea. */
export function NewAppointmentWizardView({
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
}: NewAppointmentWizardViewProps) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!isSaving) onOpenChange(open);
      }}
      title="Nuovo appuntamento"
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
          >
            {state.step === 0 ? (
              <ClientStep
                state={state}
                dispatch={dispatch}
                matches={matches}
                errors={model.clientStep.errors}
              />
            ) : state.step === 1 ? (
              <ServicesStep state={state} dispatch={dispatch} model={model} operators={operators} />
            ) : (
              <ConfirmStep state={state} dispatch={dispatch} model={model} />
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
