// «Sposta l'appuntamento» on the manage link (issue #34): the free days of the salon's booking
// page, then the free times of the chosen one, then the move. A time taken meanwhile says so,
// and the times are read again (the mutation does it) so the list offers only what is free.
// A client reads the server's sentence alone: no «Conflitto:» title before it.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  describeError,
  reminderDaysQueryOptions,
  reminderTimesQueryOptions,
  rescheduleReminderMutation,
} from '@agendina/api';
import { formatDayLongIt as dayLabel } from '@agendina/scheduling';
import { Button, Radio, RadioGroup, Select, Spinner, Stack } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import * as styles from './reminder-page.css.ts';

export interface MoveVisitProps {
  token: string;
  /** Closes the panel once the visit has moved (the page then shows the new time). */
  onMoved: (dateTime: string) => void;
}

export function MoveVisit({ token, onMoved }: MoveVisitProps) {
  const api = useApi();
  const days = useQuery(reminderDaysQueryOptions(api, token));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const times = useQuery({
    ...reminderTimesQueryOptions(api, token, date ?? ''),
    enabled: date !== null,
  });
  const move = useMutation(rescheduleReminderMutation(api, token));
  const free = times.data?.times ?? [];
  const chosen = time !== null && free.includes(time) ? time : null;
  return (
    <section aria-labelledby="sposta-titolo">
      <Stack space="md">
        <h2 id="sposta-titolo" className={styles.subtitle}>
          Sposta l'appuntamento
        </h2>
        {days.isPending ? <Spinner label="Caricamento dei giorni liberi..." /> : null}
        {days.isError ? (
          <p role="alert" className={styles.outcome}>
            {describeError(days.error).message}
          </p>
        ) : null}
        {days.data && days.data.days.length === 0 ? (
          <p>Non ci sono altri orari liberi nei prossimi giorni. Chiama il salone.</p>
        ) : null}
        {days.data && days.data.days.length > 0 ? (
          <Select
            label="Giorno"
            placeholder="Scegli un giorno"
            options={days.data.days.map((d) => ({
              id: d.date,
              name: dayLabel(d.date),
              description: `dalle ${d.firstTime}`,
            }))}
            selectedKey={date}
            onSelectionChange={(key) => {
              setDate(key);
              setTime(null);
              move.reset();
            }}
          />
        ) : null}
        {date !== null && times.isPending ? <Spinner label="Caricamento degli orari..." /> : null}
        {date !== null && times.data ? (
          free.length > 0 ? (
            <RadioGroup
              label="Orario"
              orientation="horizontal"
              value={chosen}
              onChange={(value) => {
                setTime(value);
                move.reset();
              }}
            >
              {free.map((t) => (
                <Radio key={t} value={t}>
                  {t}
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <p>Nessun orario libero in questo giorno: scegline un altro.</p>
          )
        ) : null}
        {move.isError ? (
          <p role="alert" className={styles.outcome}>
            {describeError(move.error).message}
          </p>
        ) : null}
        {date !== null && chosen !== null ? (
          <Button
            isDisabled={move.isPending}
            onPress={() =>
              move.mutate({ date, time: chosen }, { onSuccess: (moved) => onMoved(moved.dateTime) })
            }
          >
            {`Sposta a ${dayLabel(date)} alle ${chosen}`}
          </Button>
        ) : null}
      </Stack>
    </section>
  );
}
