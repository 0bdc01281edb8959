import { useId } from 'react';
import type { ErrorDescription } from '@agendina/api';
import { Button, Inline, Stack } from '@agendina/ui';
import type { PlanChoice } from './availability-model.ts';
import * as styles from './booking.css.ts';

export interface RefusalChoicesProps {
  /** The server's refusal in Italian (describeError of the 409/422). */
  refusal: ErrorDescription;
  choices: readonly PlanChoice[];
  isLoading: boolean;
  onChoose: (choice: PlanChoice) => void;
}

/**
 * Step 3 after the server refused the plan: why, then the next free slot and the alternatives
 * as one-click choices that move the plan (the wizard stays on the summary to confirm).
 */
export function RefusalChoices({ refusal, choices, isLoading, onChoose }: RefusalChoicesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.refusal}>
      <Stack space="sm">
        <h3 id={headingId} className={styles.sectionTitle}>
          {refusal.title}
        </h3>
        <p role="alert" className={styles.error}>
          {refusal.message}
        </p>
        {refusal.details?.length ? (
          <ul className={styles.detailsList}>
            {refusal.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.muted} role="status">
          {isLoading
            ? 'Ricerca di orari liberi…'
            : choices.length === 0
              ? 'Nessun orario libero trovato nei prossimi 7 giorni.'
              : 'Scegli un orario libero: il riepilogo si aggiorna.'}
        </p>
        {choices.length > 0 ? (
          <Inline space="sm">
            {choices.map((choice) => (
              <Button key={choice.key} variant="secondary" onPress={() => onChoose(choice)}>
                {choice.isNext ? `Primo libero: ${choice.label}` : choice.label}
              </Button>
            ))}
          </Inline>
        ) : null}
      </Stack>
    </section>
  );
}
