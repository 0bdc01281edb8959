import {
  findById,
  formatDurationIt,
  operatorOptions,
  type Id,
  type Operator,
  type Service,
} from '@agendina/scheduling';
import { operatorMarkLabels, type OperatorMark } from './availability-model.ts';
import { Button, CheckList, Checkbox, NumberField, Select, Tiles, Stack } from '@agendina/ui';
import type { WizardStepProps } from './wizard-state.ts';
import type { WizardModel } from './wizard-model.ts';
import * as styles from './booking.css.ts';

export interface ServicesStepProps extends WizardStepProps {
  model: Pick<WizardModel, 'services' | 'servicesStep' | 'durations' | 'stepWarnings'>;
  operators: readonly Operator[];
  /** Per block, the server's marks of the operators at that block's time (null until known). */
  marks: readonly (ReadonlyMap<Id, OperatorMark> | null)[];
  marksLoading: boolean;
}

const serviceOptions = (services: readonly Service[]) =>
  services.map((s) => ({
    id: s.id,
    name: s.name,
    description: formatDurationIt(s.durationMinutes),
  }));

/**
 * An operator option: not offering the service stays disabled (SPEC.md §5); a busy, off-duty or
 * away operator stays selectable (the checks of step 3 and the server decide), with the reason
 * in the option's text, so in its accessible name too.
 */
const operatorOption = (o: { id: Id; name: string; disabled: boolean }, mark?: OperatorMark) => {
  const why = o.disabled ? 'noService' : mark;
  // In the name, not a description: the option's accessible name is its name (textValue).
  return {
    id: o.id,
    name: why ? `${o.name} (${operatorMarkLabels[why]})` : o.name,
    isDisabled: o.disabled,
  };
};

/**
 * Where a block's minutes come from, when not the catalogue's: the client's own duration, or a
 * change made here (with the catalogue's minutes beside it).
 */
function durationNote(
  changedHere: boolean,
  duration: { duration: number; isCustomDuration: boolean },
  service: Service,
): string | undefined {
  if (changedHere)
    return duration.duration === service.durationMinutes
      ? undefined
      : `Listino: ${formatDurationIt(service.durationMinutes)}`;
  return duration.isCustomDuration ? 'Durata personalizzata del cliente' : undefined;
}

/** Step 2 'Servizi e Operatori': one block per service, each with the operator who performs it. */
export function ServicesStep({
  state,
  dispatch,
  model,
  operators,
  marks,
  marksLoading,
}: ServicesStepProps) {
  const { servicesStep } = model;
  return (
    <Stack space="lg">
      {servicesStep.formError ? (
        <p role="alert" className={styles.error}>
          {servicesStep.formError}
        </p>
      ) : null}
      <Stack component="ol" space="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {state.blocks.map((block, index) => {
          const n = index + 1;
          // A fresh block stays quiet until something is chosen in it.
          const touched = block.serviceId !== null || block.operatorId !== null;
          const errors = touched ? (servicesStep.blockErrors[index] ?? {}) : {};
          const duration = model.durations[index];
          const service = findById(model.services, block.serviceId);
          const blockMarks = marks[index] ?? null;
          const chosenMark =
            block.operatorId === null ? undefined : blockMarks?.get(block.operatorId);
          const chosenName = operators.find((o) => o.id === block.operatorId)?.name;
          return (
            <li key={index} className={styles.block} aria-label={`Servizio ${n}`}>
              <div className={styles.blockHeader}>
                <strong>Servizio {n}</strong>
                {state.blocks.length > 1 ? (
                  <Button
                    variant="secondary"
                    aria-label={`Rimuovi servizio ${n}`}
                    onPress={() => dispatch({ type: 'removeBlock', index })}
                  >
                    Rimuovi
                  </Button>
                ) : null}
              </div>
              <Tiles space="md" minColumnWidth="sm" alignY="top">
                <Select
                  label={`Servizio ${n}`}
                  options={serviceOptions(model.services)}
                  selectedKey={block.serviceId}
                  onSelectionChange={(key) =>
                    dispatch({ type: 'blockService', index, serviceId: key as number })
                  }
                  errorMessage={errors.service}
                />
                <Select
                  label={`Operatore ${n}`}
                  options={operatorOptions(operators, block.serviceId).map((o) =>
                    operatorOption(o, blockMarks?.get(o.id)),
                  )}
                  description={
                    chosenMark && chosenName
                      ? `Attenzione: ${chosenName} risulta ${operatorMarkLabels[chosenMark]} a quest'ora.`
                      : undefined
                  }
                  selectedKey={block.operatorId}
                  onSelectionChange={(key) =>
                    dispatch({ type: 'blockOperator', index, operatorId: key as number })
                  }
                  errorMessage={errors.operator}
                />
              </Tiles>
              {index > 0 ? (
                <Tiles space="md" minColumnWidth="sm" alignY="top">
                  <NumberField
                    label={`Attesa prima del servizio ${n} (min)`}
                    minValue={0}
                    maxValue={600}
                    step={5}
                    value={block.requiredGapBefore ?? 0}
                    onChange={(minutes) =>
                      dispatch({
                        type: 'blockTiming',
                        index,
                        requiredGapBefore: Number.isFinite(minutes) ? minutes : 0,
                      })
                    }
                  />
                  <Checkbox
                    isSelected={block.canRunInParallel ?? false}
                    onChange={(canRunInParallel) =>
                      dispatch({ type: 'blockTiming', index, canRunInParallel })
                    }
                  >
                    {`In parallelo al servizio ${index}`}
                  </Checkbox>
                </Tiles>
              ) : null}
              {service && duration ? (
                <NumberField
                  label={`Durata servizio ${n} (min)`}
                  minValue={5}
                  maxValue={720}
                  step={5}
                  value={duration.duration}
                  description={durationNote(block.isCustomDuration, duration, service)}
                  onChange={(minutes) => {
                    // A cleared field keeps the last minutes: a block always has a length.
                    if (Number.isFinite(minutes))
                      dispatch({ type: 'blockDuration', index, minutes });
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </Stack>
      {/* Always rendered, so the announcement does not move the layout. */}
      <p className={styles.muted} role="status" aria-live="polite">
        {marksLoading ? 'Verifica della disponibilità degli operatori…' : ''}
      </p>
      <div>
        <Button variant="secondary" onPress={() => dispatch({ type: 'addBlock' })}>
          Aggiungi servizio
        </Button>
      </div>
      <CheckList items={model.stepWarnings} label="Avvisi sui servizi" />
    </Stack>
  );
}
