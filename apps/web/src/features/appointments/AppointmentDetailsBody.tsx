import {
  formatDateTimeIt,
  formatMinuteOfDay,
  minuteOfDay,
  type NormalisedAppointment,
  type StatusActionId,
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
import * as styles from './appointments.css.ts';

export interface AppointmentDetailsBodyProps {
  appointment: NormalisedAppointment;
  /** The group by service order (just the appointment when alone). */
  group: readonly NormalisedAppointment[];
  digitalCashEnabled: boolean;
  pendingAction: StatusActionId | null;
  onAction: (action: StatusActionId) => void;
  isSavingNotes: boolean;
  notesError: string | null;
  onSaveNotes: (notes: string) => Promise<void>;
  isDeleting: boolean;
  onRequestDelete: () => void;
}

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
        {a.clientConfirmedAt ? (
          <>
            {/* The client answered a reminder's link (issue #19). */}
            <dt className={styles.term}>Promemoria</dt>
            <dd className={styles.definition}>
              Confermato dal cliente il {formatDateTimeIt(a.clientConfirmedAt)}
            </dd>
          </>
        ) : null}
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
      {/* A failed save is the server's, not a wrong text: said once, in an alert, not as the field's error. */}
      <NotesEditor notes={a.notes} onSave={onSaveNotes} isSaving={isSavingNotes} />
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
