import { Component, useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { appointmentGroupQueryOptions, appointmentQueryOptions } from '@agendina/api';
import { sortGroup, type NormalisedAppointment } from '@agendina/scheduling';
import { MessageDialog, Spinner } from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { AppointmentDetailsBody } from './AppointmentDetailsBody.tsx';
import { DeleteAppointmentDialog } from './DeleteAppointmentDialog.tsx';
import { isEditable } from '../booking/visit-edit.ts';
import type { AppointmentActions, AppointmentView } from './use-appointment-actions.ts';
import * as styles from './appointments.css.ts';

/**
 * What every layer of the details hands down unchanged to the body: the actions and the caller's
 * «Sposta» and «Modifica».
 */
interface BodyHandlers {
  actions: AppointmentActions;
  /** "Sposta": the caller opens the move dialog for this appointment. */
  onMove?: ((appointment: NormalisedAppointment) => void) | undefined;
  /** "Modifica": the caller opens the wizard on the visit (its appointment and group). */
  onEdit?: ((view: AppointmentView) => void) | undefined;
}

/**
 * The details of an appointment with its group, shared by the dialog and the page. The data is
 * read with useSuspenseQuery: the loading text and a failure stay in place, never the page. Once
 * a delete starts, the view it was asked on is shown as it was, and nothing reads it again.
 */
export function AppointmentDetails({
  appointmentId,
  ...handlers
}: { appointmentId: number } & BodyHandlers) {
  const { actions } = handlers;
  const frozen = actions.deleting?.appointment.id === appointmentId ? actions.deleting : null;
  return (
    <>
      {frozen ? (
        <AppointmentViewBody view={frozen} {...handlers} />
      ) : (
        <QueryBoundary loading={<Spinner label="Caricamento appuntamento" />}>
          <LoadedAppointment id={appointmentId} {...handlers} />
        </QueryBoundary>
      )}
      <MessageDialog
        type="error"
        isOpen={actions.alert !== null}
        onOpenChange={(open) => {
          if (!open) actions.dismissAlert();
        }}
        message={actions.alert}
      />
    </>
  );
}

function LoadedAppointment({ id, ...handlers }: { id: number } & BodyHandlers) {
  const api = useApi();
  const { data: single } = useSuspenseQuery(appointmentQueryOptions(api, id));
  if (single === null)
    return (
      <p role="alert" className={styles.error}>
        Impossibile caricare l'appuntamento.
      </p>
    );
  const alone = (
    <AppointmentViewBody view={{ appointment: single, group: [single] }} {...handlers} />
  );
  const groupId = single.groupId;
  if (groupId === null) return alone;
  // SPEC.md §8: a group that fails to load leaves the appointment on its own. While it loads the
  // boundary's loading text stays, so what the user starts typing is never swapped for a new view.
  return (
    <ShowOnFailure fallback={alone}>
      <LoadedGroup groupId={groupId} single={single} {...handlers} />
    </ShowOnFailure>
  );
}

function LoadedGroup({
  groupId,
  single,
  ...handlers
}: { groupId: string; single: NormalisedAppointment } & BodyHandlers) {
  const api = useApi();
  const { data: loaded } = useSuspenseQuery(appointmentGroupQueryOptions(api, groupId));
  // The group's copy is the fresher one after a group status change.
  const appointment = loaded.find((a) => a.id === single.id) ?? single;
  const group = loaded.some((a) => a.id === appointment.id) ? sortGroup(loaded) : [appointment];
  return <AppointmentViewBody view={{ appointment, group }} {...handlers} />;
}

/** The group's failure is not the appointment's: the fallback (the single one) shows instead. */
class ShowOnFailure extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The body with its delete dialog. */
function AppointmentViewBody({
  view,
  actions,
  onMove,
  onEdit,
}: { view: AppointmentView } & BodyHandlers) {
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <>
      <AppointmentDetailsBody
        appointment={view.appointment}
        group={view.group}
        digitalCashEnabled={actions.digitalCashEnabled}
        pendingAction={actions.pendingAction}
        onAction={(action) => actions.onAction(view, action)}
        isSavingNotes={actions.isSavingNotes}
        notesError={actions.notesError}
        onSaveNotes={(notes) => actions.onSaveNotes(view.appointment, notes)}
        isDeleting={actions.isDeleting}
        onRequestDelete={() => setConfirmingDelete(true)}
        onRequestMove={onMove ? () => onMove(view.appointment) : undefined}
        onRequestEdit={onEdit && isEditable(view.appointment) ? () => onEdit(view) : undefined}
      />
      <DeleteAppointmentDialog
        isOpen={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        groupSize={view.group.length}
        onConfirm={(scope) => actions.onDelete(view, scope)}
      />
    </>
  );
}
