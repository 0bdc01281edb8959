import { useState } from 'react';
import {
  WEEKDAYS,
  WEEKDAY_LABELS_IT,
  formatMinuteOfDay,
  nextFreeBand,
  parseHhMm,
  type TimeRange,
  type Weekday,
  type WeeklyHours,
} from '@agendina/scheduling';
import { Button, TextField, Inline, Stack, pageFrame } from '@agendina/ui';
import { copyToAllDays, type DraftInterval, type HoursDraft } from './hours-draft.ts';

export interface WeeklyHoursEditorProps {
  /** Names the group ("Orari di apertura", "Orari di lavoro di Giulia"). */
  label: string;
  value: HoursDraft;
  onChange: (value: HoursDraft) => void;
  /** The salon's opening hours, which bound the band «Aggiungi fascia» offers (operators' weeks). */
  opening?: WeeklyHours | null;
}

/** The bands of a day that read as times (a half-typed one takes no time from the next offer). */
const readable = (intervals: readonly DraftInterval[]): TimeRange[] =>
  intervals.flatMap(({ start, end }) => {
    const startMinute = parseHhMm(start);
    const endMinute = parseHhMm(end);
    return startMinute !== null && endMinute !== null && endMinute > startMinute
      ? [{ startMinute, endMinute }]
      : [];
  });

/**
 * Per weekday several [start, end] intervals; a day without intervals is closed. Add or remove
 * an interval, copy a day to every day. Shared by opening hours and operators' working hours.
 */
export function WeeklyHoursEditor({
  label,
  value,
  onChange,
  opening = null,
}: WeeklyHoursEditorProps) {
  // Why «Aggiungi fascia» added nothing to a day, until that day changes.
  const [noBand, setNoBand] = useState<Partial<Record<Weekday, string>>>({});
  const setDay = (day: Weekday, intervals: DraftInterval[]) => {
    setNoBand(({ [day]: _, ...others }) => others);
    onChange({ ...value, [day]: intervals });
  };
  const addBand = (day: Weekday) => {
    const next = nextFreeBand(readable(value[day]), opening?.[day] ?? null);
    if (next.kind === 'none') {
      setNoBand((others) => ({ ...others, [day]: next.reason }));
      return;
    }
    setDay(day, [
      ...value[day],
      {
        start: formatMinuteOfDay(next.band.startMinute),
        end: formatMinuteOfDay(next.band.endMinute),
      },
    ]);
  };

  return (
    <Stack space="md" role="group" aria-label={label}>
      {WEEKDAYS.map((day) => {
        const name = WEEKDAY_LABELS_IT[day];
        const intervals = value[day];
        return (
          <fieldset key={day} className={pageFrame.section}>
            <legend className={pageFrame.value}>{name}</legend>
            {intervals.length === 0 ? <p className={pageFrame.muted}>Chiuso</p> : null}
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
              <Button variant="secondary" onPress={() => addBand(day)}>
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
            {/* Only when there is a reason: an empty row would widen every day's gap. */}
            {noBand[day] ? (
              <p role="alert" className={pageFrame.muted}>
                {noBand[day]}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </Stack>
  );
}
