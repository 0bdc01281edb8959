import { WEEKDAYS, WEEKDAY_LABELS_IT, type Weekday } from '@agendina/scheduling';
import { Button, TextField, Inline, Stack } from '@agendina/ui';
import { copyToAllDays, type DraftInterval, type HoursDraft } from './hours-draft.ts';
import * as styles from './layout.css.ts';

export interface WeeklyHoursEditorProps {
  /** Names the group ("Orari di apertura", "Orari di lavoro di Giulia"). */
  label: string;
  value: HoursDraft;
  onChange: (value: HoursDraft) => void;
}

/**
 * Per weekday several [start, end] intervals; a day without intervals is closed. Add or remove
 * an interval, copy a day to every day. Shared by opening hours and operators' working hours.
 */
export function WeeklyHoursEditor({ label, value, onChange }: WeeklyHoursEditorProps) {
  const setDay = (day: Weekday, intervals: DraftInterval[]) =>
    onChange({ ...value, [day]: intervals });

  return (
    <Stack space="md" role="group" aria-label={label}>
      {WEEKDAYS.map((day) => {
        const name = WEEKDAY_LABELS_IT[day];
        const intervals = value[day];
        return (
          <fieldset key={day} className={styles.section}>
            <legend className={styles.value}>{name}</legend>
            {intervals.length === 0 ? <p className={styles.muted}>Chiuso</p> : null}
            {intervals.map((interval, i) => {
              const n = i + 1;
              const update = (patch: Partial<DraftInterval>) =>
                setDay(
                  day,
                  intervals.map((x, j) => (j === i ? { ...x, ...patch } : x)),
                );
              return (
                <Inline space="md" alignY="bottom" key={i}>
                  <TextField
                    label={`${name}, inizio fascia ${n}`}
                    type="time"
                    value={interval.start}
                    onChange={(start) => update({ start })}
                  />
                  <TextField
                    label={`${name}, fine fascia ${n}`}
                    type="time"
                    value={interval.end}
                    onChange={(end) => update({ end })}
                  />
                  <Button
                    variant="secondary"
                    onPress={() =>
                      setDay(
                        day,
                        intervals.filter((_, j) => j !== i),
                      )
                    }
                  >
                    {`Rimuovi fascia ${n} di ${name}`}
                  </Button>
                </Inline>
              );
            })}
            <Inline space="md" alignY="bottom">
              <Button
                variant="secondary"
                onPress={() => {
                  const last = intervals.at(-1);
                  setDay(day, [
                    ...intervals,
                    last ? { start: last.end, end: last.end } : { start: '09:00', end: '19:00' },
                  ]);
                }}
              >
                {`Aggiungi fascia a ${name}`}
              </Button>
              {intervals.length > 0 ? (
                <>
                  <Button variant="secondary" onPress={() => setDay(day, [])}>
                    {`Chiudi ${name}`}
                  </Button>
                  <Button variant="secondary" onPress={() => onChange(copyToAllDays(value, day))}>
                    {`Copia ${name} su tutti i giorni`}
                  </Button>
                </>
              ) : null}
            </Inline>
          </fieldset>
        );
      })}
    </Stack>
  );
}
