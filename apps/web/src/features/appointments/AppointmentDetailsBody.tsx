import {
  formatDateTimeIt,
  formatMinuteOfDay,
  minuteOfDay,
  type NormalisedAppointment,
} from '@agendina/scheduling';
import {
  Button,
  GroupList,
  NotesEditor,
  SourceBadge,
  StatusActions,
  Inline,
  Stack,
} from '@agendina/ui';
import type { AppointmentDetailsController } from './use-appointment-details.ts';
import * as styles from './appointments.css.ts';

export type AppointmentDetailsBodyProps = Pick<
  AppointmentDetailsController,
  | 'digitalCashEnabled'
  | 'pendingAction'
  | 'onAction'
  | 'isSavingNotes'
  | 'notesError'
  | 'onSaveNotes'
  | 'isDeleting'
> & {
  appointment: NormalisedAppointment;
  /** The group by service order (just the appointment when alone). */
  group: readonly NormalisedAppointment[];
  onRequestDelete: () => void;
};

/** Client, date and time, services, status and its actions, notes, origin, creation date. */
export function AppointmentDetailsBody({
  appointment: a,
  group,
  digitalCashEnabled,
  pendingAction,
  onAction,
  isSavingNotes,
  notesError,
  onSaveNotes,
  isDeleting,
  onRequestDelete,
}: AppointmentDetailsBodyProps) {
  const first = group[0] ?? a;
  const last = group.at(-1) ?? a;
  return (
    <Stack space="lg">
      <StatusActions
        status={a.status}
        digitalCashEnabled={digitalCashEnabled}
        onAction={onAction}
        pendingAction={pendingAction}
      />
      <dl className={styles.facts}>
        <dt className={styles.term}>Cliente</dt>
        <dd className={styles.definition}>{a.clientName}</dd>
        <dt className={styles.term}>Data e ora</dt>
        <dd className={styles.definition}>
          {formatDateTimeIt(first.start)} – {formatMinuteOfDay(minuteOfDay(last.end))}
        </dd>
        <dt className={styles.term}>{group.length > 1 ? 'Servizi' : 'Servizio'}</dt>
        <dd className={styles.definition}>
          {group.length > 1 ? (
            <GroupList appointments={group} />
          ) : (
            `${a.service} · ${a.hairdresserName}`
          )}
        </dd>
        <dt className={styles.term}>Origine</dt>
        <dd className={styles.definition}>
          <SourceBadge source={a.source} />
        </dd>
        <dt className={styles.term}>Creato il</dt>
        <dd className={styles.definition}>{formatDateTimeIt(a.createdAt)}</dd>
      </dl>
      <NotesEditor
        notes={a.notes}
        onSave={onSaveNotes}
        isSaving={isSavingNotes}
        errorMessage={notesError}
      />
      {notesError ? (
        <p role="alert" className={styles.error}>
          {notesError}
        </p>
      ) : null}
      <Inline space="sm" align="right">
        <Button variant="danger" onPress={onRequestDelete} isDisabled={isDeleting}>
          {isDeleting ? 'Eliminazione...' : 'Elimina appuntamento'}
        </Button>
      </Inline>
    </Stack>
  );
}
