import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CalendarDate } from '@internationalized/date';
import { updateHairdresserTimeOffMutation, type Hairdresser } from '@agendina/api';
import { formatDateIt } from '@agendina/scheduling';
import { Button, DatePicker, TextField, Inline, pageFrame, FailureMessage } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { AlertText } from '../../components/AlertText.tsx';

/** Time off as date ranges with a reason; every change saves the whole list. */
export function TimeOffEditor({ operator }: { operator: Hairdresser }) {
  const api = useApi();
  const save = useMutation(updateHairdresserTimeOffMutation(api));
  const [start, setStart] = useState<CalendarDate | null>(null);
  const [end, setEnd] = useState<CalendarDate | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const current = operator.timeOff.map(({ startDate, endDate, reason: r }) => ({
    startDate,
    endDate,
    ...(r ? { reason: r } : {}),
  }));

  const add = () => {
    if (!start || !end) return setProblem('Indica le date di inizio e di fine');
    if (end.compare(start) < 0) return setProblem("La fine deve venire dopo l'inizio");
    setProblem(null);
    save.mutate(
      {
        id: operator.id,
        timeOff: [
          ...current,
          {
            startDate: start.toString(),
            endDate: end.toString(),
            ...(reason.trim() ? { reason: reason.trim() } : {}),
          },
        ],
      },
      {
        onSuccess: () => {
          setStart(null);
          setEnd(null);
          setReason('');
        },
      },
    );
  };

  return (
    <section className={pageFrame.section} aria-label={`Assenze di ${operator.name}`}>
      <h3 className={pageFrame.sectionTitle}>Assenze</h3>
      <ul className={pageFrame.list}>
        {operator.timeOff.length === 0 ? (
          <li className={pageFrame.muted}>Nessuna assenza</li>
        ) : null}
        {operator.timeOff.map((t, i) => {
          const label = `dal ${formatDateIt(t.startDate)} al ${formatDateIt(t.endDate)}`;
          return (
            <li key={t.id} className={pageFrame.listItem}>
              <span className={pageFrame.grow}>
                {label}
                {t.reason ? ` · ${t.reason}` : ''}
              </span>
              <Button
                variant="secondary"
                isDisabled={save.isPending}
                onPress={() =>
                  save.mutate({ id: operator.id, timeOff: current.filter((_, j) => j !== i) })
                }
              >
                {`Rimuovi assenza ${label}`}
              </Button>
            </li>
          );
        })}
      </ul>
      <Inline space="md" alignY="bottom">
        <DatePicker label="Dal" value={start} onChange={setStart} />
        <DatePicker label="Al" value={end} onChange={setEnd} />
        <TextField label="Motivo" value={reason} onChange={setReason} />
        <Button onPress={add} isDisabled={save.isPending}>
          Aggiungi assenza
        </Button>
      </Inline>
      <AlertText className={pageFrame.failure}>{problem}</AlertText>
      <FailureMessage error={save.error} />
    </section>
  );
}
