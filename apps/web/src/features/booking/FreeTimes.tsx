import { formatMinuteOfDay } from '@agendina/scheduling';
import { Radio, RadioGroup, Stack } from '@agendina/ui';
import type { FreeTimes as FreeTimesData } from './use-wizard-availability.ts';
import * as styles from './booking.css.ts';

export interface FreeTimesProps {
  times: FreeTimesData;
  /** "Aperto 09:00–19:00" or "Chiuso" for the chosen date; null when the hours are unknown. */
  opening: string | null;
  /** The chosen start, minutes from midnight. */
  selectedMinute: number;
  onSelect: (minuteOfDay: number) => void;
}

/**
 * Step 1's free start times for the chosen date: one radio group (one Tab stop, arrows move),
 * each time its own label; choosing one fills "Ora". The old times stay while new ones load.
 */
export function FreeTimes({ times, opening, selectedMinute, onSelect }: FreeTimesProps) {
  const scope = [times.basisLabel ? `per ${times.basisLabel}` : null, times.operatorName]
    .filter(Boolean)
    .join(', di ');
  return (
    <Stack space="sm">
      {opening ? <p className={styles.muted}>{opening}</p> : null}
      {times.basisLabel === null ? (
        <p className={styles.muted}>
          Nessun servizio attivo: gli orari liberi non sono calcolabili.
        </p>
      ) : times.minutes === null ? (
        <p className={styles.muted} role="status">
          {times.isError ? 'Orari liberi non disponibili.' : 'Caricamento degli orari liberi…'}
        </p>
      ) : times.minutes.length === 0 ? (
        <p className={styles.muted}>Nessun orario libero {scope} in questa data.</p>
      ) : (
        <RadioGroup
          label="Orari liberi"
          description={`Inizi possibili ${scope}.`}
          orientation="horizontal"
          value={times.minutes.includes(selectedMinute) ? String(selectedMinute) : null}
          onChange={(value) => onSelect(Number(value))}
        >
          {times.minutes.map((m) => (
            <Radio key={m} value={String(m)}>
              {formatMinuteOfDay(m)}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {/* Always rendered, so the announcement does not move the layout. */}
      <p className={styles.muted} role="status" aria-live="polite">
        {times.isLoading && times.minutes !== null ? 'Aggiornamento degli orari liberi…' : ''}
      </p>
    </Stack>
  );
}
