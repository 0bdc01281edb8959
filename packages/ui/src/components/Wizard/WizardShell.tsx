import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Wizard.css.ts';

/** The three steps of the new-appointment wizard (SPEC.md §2). */
export const WIZARD_STEPS = ['Cliente e Orario', 'Servizi e Operatori', 'Conferma'] as const;
export type WizardStep = 0 | 1 | 2;

export interface WizardShellProps {
  step: WizardStep;
  /** The current step is valid: Continua (or Crea Appuntamento) is enabled only then. */
  canContinue: boolean;
  isSaving?: boolean;
  onBack: () => void;
  onNext: () => void;
  onCreate: () => void;
  /** The last step's button, and its label while saving (default Crea Appuntamento / Creazione...). */
  createLabel?: string;
  creatingLabel?: string;
  children: ReactNode;
}

/** Steps, the current step's content and Indietro / Continua / Crea Appuntamento ('Creazione...' while saving). */
export function WizardShell({
  step,
  canContinue,
  isSaving = false,
  onBack,
  onNext,
  onCreate,
  createLabel = t('create'),
  creatingLabel = t('creating'),
  children,
}: WizardShellProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const first = useRef(true);
  // Keyboard and screen-reader users land on the new step's heading after Continua / Indietro.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  // Disabled while saving, the create button drops focus to the page (when saving takes longer
  // than a frame): it gets it back once saving ends, so Tab and Escape keep working in the dialog.
  // (React Aria's isPending would keep focus, but its announcement names the button by id and
  // dangles once the wizard closes.)
  const createRef = useRef<HTMLButtonElement>(null);
  const wasSaving = useRef(isSaving);
  useEffect(() => {
    const active = document.activeElement;
    if (wasSaving.current && !isSaving && (active === null || active === document.body))
      createRef.current?.focus();
    wasSaving.current = isSaving;
  }, [isSaving]);
  const isLast = step === WIZARD_STEPS.length - 1;
  return (
    <section className={styles.shell} aria-labelledby={headingId}>
      <ol
        className={styles.steps}
        aria-label={t('stepOf', { step: step + 1, total: WIZARD_STEPS.length })}
      >
        {WIZARD_STEPS.map((label, i) => (
          <li
            key={label}
            className={styles.step}
            aria-current={i === step ? 'step' : undefined}
            data-done={i < step || undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {i < step ? <Icon name="check" size={14} /> : i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {WIZARD_STEPS[step]}
      </h2>
      <div className={styles.content}>{children}</div>
      <div className={styles.footer}>
        {step > 0 ? (
          <Button variant="secondary" onPress={onBack} isDisabled={isSaving}>
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        {isLast ? (
          <Button ref={createRef} onPress={onCreate} isDisabled={!canContinue || isSaving}>
            {isSaving ? creatingLabel : createLabel}
          </Button>
        ) : (
          <Button onPress={onNext} isDisabled={!canContinue}>
            {t('continue')}
          </Button>
        )}
      </div>
    </section>
  );
}
