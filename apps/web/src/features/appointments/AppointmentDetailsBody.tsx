import { Link } from '@tanstack/react-router';
import {
  OUTCOME_MESSAGES,
  formatDateTimeIt,
  formatEuro,
  totalCents,
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
  PhoneLinks,
  Stack,
} from '@agendina/ui';
import { RequestAnswer } from './RequestAnswer.tsx';
import { VisitDeposit } from './VisitDeposit.tsx';
import { VisitOutcomeActions } from './VisitOutcomeActions.tsx';
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
  /** Opens the "Sposta" dialog (left out where moving is not offered). */
  onRequestMove?: (() => void) | undefined;
  /** Opens the wizard on this visit, prefilled (left out where the visit cannot be edited). */
  onRequestEdit?: (() => void) | undefined;
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
  onRequestMove,
  onRequestEdit,
}: AppointmentDetailsBodyProps) {
  const first = group[0] ?? a;
  const last = group.at(-1) ?? a;
  // The visit's total at the prices booked (issue #19); unknown when a price is.
  const total = totalCents(group.map((g) => g.priceCents));
  // A visit's deposit may come on any of its members (the server sends it with the first).
  const deposit = a.deposit ?? group.find((g) => g.deposit !== null)?.deposit ?? null;
  // The booking page holds the time while the client pays (issue #35): nobody changes it meanwhile.
  const isHeld = a.status === 'HELD';
  return (
    <Stack space="lg">
      <StatusActions
        status={a.status}
        digitalCashEnabled={digitalCashEnabled}
        onAction={onAction}
        pendingAction={pendingAction}
      />
      {a.status === 'REQUESTED' ? <RequestAnswer appointment={a} /> : null}
      <VisitOutcomeActions appointment={a} group={group} />
      <dl className={styles.facts}>
        <dt className={styles.term}>Cliente</dt>
        <dd className={styles.definition}>
          <Inline space="md" alignY="center">
            {a.clientName}
            {a.clientId !== null ? (
              <Link to="/cliente/$id" params={{ id: a.clientId }}>
                Scheda cliente
              </Link>
            ) : null}
          </Inline>
        </dd>
        {a.clientPhoneNumber ? (
          <>
            <dt className={styles.term}>Telefono</dt>
            <dd className={styles.definition}>
              <PhoneLinks phone={a.clientPhoneNumber} name={a.clientName} />
            </dd>
          </>
        ) : null}
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
        {total !== null ? (
          <>
            <dt className={styles.term}>Totale</dt>
            <dd className={styles.definition}>{formatEuro(total)}</dd>
          </>
        ) : null}
        {deposit ? (
          <>
            <dt className={styles.term}>Acconto</dt>
            <dd className={styles.definition}>
              <VisitDeposit deposit={deposit} appointmentId={a.id} />
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>Origine</dt>
        <dd className={styles.definition}>
          <SourceBadge source={a.source} />
        </dd>
        <dt className={styles.term}>Creato il</dt>
        <dd className={styles.definition}>{formatDateTimeIt(a.createdAt)}</dd>
      </dl>
      {isHeld ? <p className={styles.muted}>{OUTCOME_MESSAGES.CANCEL_HELD}.</p> : null}
      {/* A failed save is the server's, not a wrong text: said once, in an alert, not as the field's error. */}
      {isHeld ? null : (
        <NotesEditor notes={a.notes} onSave={onSaveNotes} isSaving={isSavingNotes} />
      )}
      {notesError ? (
        <p role="alert" className={styles.error}>
          {notesError}
        </p>
      ) : null}
      {isHeld ? null : (
        <Inline space="sm" align="right">
          {onRequestEdit ? (
            <Button variant="secondary" onPress={onRequestEdit}>
              Modifica appuntamento
            </Button>
          ) : null}
          {onRequestMove && a.status !== 'COMPLETED' && a.status !== 'CANCELLED' ? (
            <Button variant="secondary" onPress={onRequestMove}>
              Sposta
            </Button>
          ) : null}
          <Button variant="danger" onPress={onRequestDelete} isDisabled={isDeleting}>
            {isDeleting ? 'Eliminazione...' : 'Elimina appuntamento'}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
