import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { availableSlotsQueryOptions, hairdressersQueryOptions } from '@agendina/api';
import {
  formatDateTimeIt,
  formatMinuteOfDay,
  minuteOfDay,
  toPlainDateTime,
  type Id,
  type NormalisedAppointment,
} from '@agendina/scheduling';
import { Button, DatePicker, Inline, Modal, Select, Spinner, Stack } from '@agendina/ui';
import { AlertText } from '../../components/AlertText.tsx';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import type { MoveRequest } from './pending-moves.ts';
import * as styles from './reschedule.css.ts';

export interface MoveAppointmentDialogProps {
  /** The appointment to move; null keeps the dialog closed. */
  appointment: NormalisedAppointment | null;
  onOpenChange: (open: boolean) => void;
  /** The move call (useReschedule's move): resolves once moved, rejects with the Italian refusal. */
  onMove: (request: MoveRequest) => Promise<void>;
}

/**
 * "Sposta" (WCAG 2.5.7: the keyboard and single-pointer way to do what dragging does): date,
 * operator and the free times of that operator for the service, before saving. A refusal stays
 * in the dialog with everything chosen; a success closes it (the "Annulla" toast follows).
 */
export function MoveAppointmentDialog({
  appointment,
  onOpenChange,
  onMove,
}: MoveAppointmentDialogProps) {
  return (
    <Modal
      isOpen={appointment !== null}
      onOpenChange={onOpenChange}
      title="Sposta appuntamento"
      size="md"
    >
      {(close) =>
        appointment ? (
          <QueryBoundary loading={<Spinner label="Caricamento operatori" />}>
            <MoveForm
              key={appointment.id}
              appointment={appointment}
              onMove={onMove}
              onDone={close}
            />
          </QueryBoundary>
        ) : null
      }
    </Modal>
  );
}

function MoveForm({
  appointment: a,
  onMove,
  onDone,
}: {
  appointment: NormalisedAppointment;
  onMove: MoveAppointmentDialogProps['onMove'];
  onDone: () => void;
}) {
  const api = useApi();
  const operators = useSuspenseQuery(hairdressersQueryOptions(api, true)).data;
  const [date, setDate] = useState<CalendarDate | null>(() => parseDate(a.dateKey));
  const [operatorId, setOperatorId] = useState<Id | null>(a.hairdresserId);
  const [minute, setMinute] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const operatorName = operators.find((o) => o.id === operatorId)?.name ?? '';
  const save = async () => {
    if (date === null || operatorId === null || minute === null) return;
    const start = toPlainDateTime(`${date.toString()}T${formatMinuteOfDay(minute)}`);
    if (start === null) return;
    setSaving(true);
    setError(null);
    try {
      await onMove({ appointment: a, start, operatorId });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };
  return (
    <Stack space="lg">
      <p className={styles.summary}>
        {a.clientName}, {a.service}: ora {formatDateTimeIt(toIsoText(a))}
        {a.hairdresserName ? ` con ${a.hairdresserName}` : ''}
        {a.groupSize > 1 ? '. Gli altri servizi del gruppo si spostano insieme.' : ''}
      </p>
      <DatePicker
        label="Data"
        value={date}
        onChange={(next) => {
          setDate(next);
          setMinute(null);
        }}
        isRequired
      />
      <Select
        label="Operatore"
        options={operators.map((o) => ({ id: o.id, name: o.name }))}
        selectedKey={operatorId}
        onSelectionChange={(id) => {
          setOperatorId(id);
          setMinute(null);
        }}
        isRequired
      />
      {date !== null && operatorId !== null && a.serviceId !== null ? (
        <QueryBoundary loading={<Spinner label="Caricamento orari liberi" />}>
          <FreeTimes
            date={date.toString()}
            operatorId={operatorId}
            operatorName={operatorName}
            serviceId={a.serviceId}
            clientId={a.clientId}
            visitOf={a.id}
            minute={minute}
            onMinuteChange={setMinute}
          />
        </QueryBoundary>
      ) : null}
      <AlertText className={styles.error}>{error}</AlertText>
      <Inline space="sm" align="right">
        <Button variant="secondary" onPress={onDone}>
          Annulla
        </Button>
        {/* Not disabled while saving (a second press does nothing): a disabled button would drop
            the focus, and a refusal would find it elsewhere. */}
        <Button onPress={() => (isSaving ? undefined : void save())} isDisabled={minute === null}>
          {isSaving ? 'Spostamento...' : 'Sposta'}
        </Button>
      </Inline>
    </Stack>
  );
}

const toIsoText = (a: NormalisedAppointment) =>
  `${a.dateKey}T${formatMinuteOfDay(minuteOfDay(a.start))}`;

/** The operator's free start times that day for the service's length (GET /appointments/available-slots). */
function FreeTimes({
  date,
  operatorId,
  operatorName,
  serviceId,
  clientId,
  visitOf,
  minute,
  onMinuteChange,
}: {
  date: string;
  operatorId: Id;
  operatorName: string;
  serviceId: Id;
  clientId: Id | null;
  /** The visit being moved: its own time counts as free (it moves out of it). */
  visitOf: Id;
  minute: number | null;
  onMinuteChange: (minute: number | null) => void;
}) {
  const api = useApi();
  const query = {
    date,
    hairdresserId: operatorId,
    serviceId,
    ...(clientId === null ? {} : { clientId }),
    excludeVisitOf: visitOf,
  };
  const slots = useSuspenseQuery(availableSlotsQueryOptions(api, query)).data;
  const free = slots.slots
    .filter((s) => s.overtime !== true)
    .map((s) => minuteOfDay(toPlainDateTime(s.startTime) ?? { hour: 0, minute: 0 }));
  if (free.length === 0)
    return (
      <p role="status" className={styles.muted}>
        Nessun orario libero per {operatorName} in questa data.
      </p>
    );
  return (
    <Select
      label="Orario"
      description={`${free.length} orari liberi per ${operatorName} (${slots.durationMinutes} min)`}
      options={free.map((m) => ({ id: m, name: formatMinuteOfDay(m) }))}
      selectedKey={minute}
      onSelectionChange={onMinuteChange}
      isRequired
    />
  );
}
