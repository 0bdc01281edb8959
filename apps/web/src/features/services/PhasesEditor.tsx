import { useId } from 'react';
import {
  Button,
  IconButton,
  Inline,
  NumberField,
  Select,
  Stack,
  TextField,
  pageFrame,
} from '@agendina/ui';
import {
  MAX_SERVICE_PHASES,
  PHASE_KIND_LABELS,
  PHASE_STEP_MINUTES,
  SERVICE_PHASE_KINDS,
  phasesTotal,
} from '@agendina/scheduling';
import type { PhaseDraft, ServiceFormErrors } from './service-form.ts';

const KIND_OPTIONS = SERVICE_PHASE_KINDS.map((id) => ({ id, name: PHASE_KIND_LABELS[id] }));

export interface PhasesEditorProps {
  phases: PhaseDraft[];
  /** The service's duration, which the phases must add up to. */
  durationMinutes: number;
  onChange: (phases: PhaseDraft[]) => void;
  /** The form's errors from the last submit (keys `phases`, `phases.<i>.durationMinutes`). */
  errors: ServiceFormErrors;
}

/** The next phase offered: work and wait alternate, the list starting and ending with work. */
const nextPhase = (count: number): PhaseDraft => ({
  kind: count % 2 === 0 ? 'ACTIVE' : 'WAIT',
  durationMinutes: 15,
  label: '',
});

/**
 * "Fasi (tempo di posa)": the service split in work and wait, e.g. colour 20 min applying,
 * 30 min waiting, 15 min rinsing; during a wait the operator can take another client. The total
 * is shown live against the duration; nothing typed is lost on a refused save.
 */
export function PhasesEditor({ phases, durationMinutes, onChange, errors }: PhasesEditorProps) {
  const titleId = useId();
  const totalId = useId();
  const patch = (index: number, change: Partial<PhaseDraft>) =>
    onChange(phases.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const total = phasesTotal(phases);
  return (
    <section aria-labelledby={titleId} className={pageFrame.section}>
      <h3 id={titleId} className={pageFrame.sectionTitle}>
        Fasi (tempo di posa)
      </h3>
      <p className={pageFrame.muted}>
        Facoltative. Durante un’attesa l’operatore è libero per un altro cliente; la prima e
        l’ultima fase sono di lavoro.
      </p>
      {phases.length > 0 ? (
        <ol className={pageFrame.list} aria-label="Fasi">
          {phases.map((phase, i) => (
            <li key={i} className={pageFrame.listItem}>
              <Inline space="sm" alignY="bottom">
                <Select
                  label={`Tipo fase ${i + 1}`}
                  options={KIND_OPTIONS}
                  selectedKey={phase.kind}
                  onSelectionChange={(kind) => kind !== null && patch(i, { kind })}
                  errorMessage={errors[`phases.${i}.kind`]}
                />
                <NumberField
                  label={`Minuti fase ${i + 1}`}
                  minValue={PHASE_STEP_MINUTES}
                  maxValue={600}
                  step={PHASE_STEP_MINUTES}
                  value={phase.durationMinutes}
                  onChange={(minutes) => patch(i, { durationMinutes: minutes })}
                  errorMessage={errors[`phases.${i}.durationMinutes`]}
                />
                <TextField
                  label={`Nome fase ${i + 1} (facoltativo)`}
                  value={phase.label}
                  maxLength={60}
                  onChange={(label) => patch(i, { label })}
                />
                <IconButton
                  icon="delete"
                  aria-label={`Rimuovi fase ${i + 1}`}
                  onPress={() => onChange(phases.filter((_p, j) => j !== i))}
                />
              </Inline>
            </li>
          ))}
        </ol>
      ) : null}
      <Stack space="sm">
        <Inline space="md" alignY="center">
          <Button
            variant="secondary"
            isDisabled={phases.length >= MAX_SERVICE_PHASES}
            onPress={() => onChange([...phases, nextPhase(phases.length)])}
          >
            Aggiungi fase
          </Button>
          {phases.length > 0 ? (
            <p id={totalId} className={pageFrame.muted} aria-live="polite">
              Totale fasi: {total} min su {Number.isFinite(durationMinutes) ? durationMinutes : 0}{' '}
              min di durata
            </p>
          ) : null}
        </Inline>
        {errors.phases ? <p className={pageFrame.failure}>{errors.phases}</p> : null}
      </Stack>
    </section>
  );
}
