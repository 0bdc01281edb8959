import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  appointmentMessages,
  deleteAppointmentGroupMutation,
  deleteAppointmentMutation,
  describeError,
  updateAppointmentMutation,
  updateAppointmentStatusMutation,
  updateGroupStatusMutation,
} from '@agendina/api';
import {
  STATUS_ACTIONS,
  groupIdOf,
  planStatusChange,
  type NormalisedAppointment,
  type StatusActionId,
} from '@agendina/scheduling';
import { accessSubject } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import type { DeleteScope } from './DeleteAppointmentDialog.tsx';

/** An appointment as the details show it, with its whole group by service order. */
export interface AppointmentView {
  appointment: NormalisedAppointment;
  /** The whole group; just the appointment when alone or when the group failed to load. */
  group: readonly NormalisedAppointment[];
}

/** What the details (dialog or page) do, wired to the API; the data comes from the reader. */
export interface AppointmentActions {
  digitalCashEnabled: boolean;
  pendingAction: StatusActionId | null;
  onAction: (view: AppointmentView, action: StatusActionId) => void;
  isSavingNotes: boolean;
  notesError: string | null;
  /** Resolves once saved; rejects (after setting notesError) when the save fails. */
  onSaveNotes: (appointment: NormalisedAppointment, notes: string) => Promise<void>;
  isDeleting: boolean;
  onDelete: (view: AppointmentView, scope: DeleteScope) => void;
  /**
   * The view a delete was asked on, from the delete on (null otherwise or after a failure):
   * shown as it was, because a successful delete removes its cache entries and a reader still
   * mounted would ask for them again (two 404s).
   */
  deleting: AppointmentView | null;
  /** A failure to show in an alert dialog (status change, delete). */
  alert: string | null;
  dismissAlert: () => void;
}

const subject = (a: NormalisedAppointment) => ({ id: a.id, status: a.status, groupId: a.groupId });

/**
 * Status changes follow planStatusChange (a group changes together, SPEC.md §4 "Groups");
 * deleting calls `onDeleted` with the success text. The mutations live here, above the reader,
 * so a delete's callbacks still run when the reader gives way to the frozen view.
 */
export function useAppointmentActions({
  onDeleted,
  onChanged,
}: {
  onDeleted: (message: string) => void;
  onChanged?: (() => void) | undefined;
}): AppointmentActions {
  const api = useApi();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [notesError, setNotesError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AppointmentView | null>(null);
  const [pendingAction, setPendingAction] = useState<StatusActionId | null>(null);
  const singleStatus = useMutation(updateAppointmentStatusMutation(api));
  const groupStatus = useMutation(updateGroupStatusMutation(api));
  const update = useMutation(updateAppointmentMutation(api));
  const deleteOne = useMutation(deleteAppointmentMutation(api));
  const deleteGroup = useMutation(deleteAppointmentGroupMutation(api));
  const digitalCashEnabled = accessSubject.digitalCashEnabled();

  const onAction = ({ appointment, group }: AppointmentView, actionId: StatusActionId) => {
    const action = STATUS_ACTIONS[actionId];
    if (action.to === null) {
      void navigate({ to: '/cassa', search: { appuntamento: appointment.id } });
      return;
    }
    const plan = planStatusChange(subject(appointment), group.map(subject), action.to, {
      digitalCashEnabled,
    });
    if (!plan.ok) return setAlert(plan.reason);
    const handlers = {
      onSuccess: () => onChanged?.(),
      onError: () => setAlert(action.errorMessage),
      onSettled: () => setPendingAction(null),
    };
    setPendingAction(actionId);
    if (plan.scope === 'group' && plan.groupId !== null)
      groupStatus.mutate({ groupId: plan.groupId, status: plan.to }, handlers);
    else singleStatus.mutate({ id: appointment.id, status: plan.to }, handlers);
  };

  // The editor stays open on the text as typed until this settles (rejected: kept, with the error).
  const onSaveNotes = async (appointment: NormalisedAppointment, notes: string) => {
    setNotesError(null);
    try {
      await update.mutateAsync({ id: appointment.id, body: { notes } });
    } catch (error) {
      setNotesError(appointmentMessages.notesSaveFailed);
      throw error;
    }
    onChanged?.();
  };

  const onDelete = (view: AppointmentView, scope: DeleteScope) => {
    const { appointment, group } = view;
    const detailOf = (error: unknown) => describeError(error).message;
    const failed = (message: string) => {
      setDeleting(null);
      setAlert(message);
    };
    if (scope === 'single') {
      setDeleting(view);
      deleteOne.mutate(appointment.id, {
        onSuccess: () => onDeleted(appointmentMessages.deleted),
        onError: (error) => failed(appointmentMessages.deleteFailed(detailOf(error))),
      });
      return;
    }
    const id = groupIdOf({ ...appointment, groupAppointments: [...group] });
    if (id === null) return setAlert(appointmentMessages.groupIdMissing);
    setDeleting(view);
    deleteGroup.mutate(id, {
      onSuccess: (result) => onDeleted(appointmentMessages.groupDeleted(result.deletedCount)),
      onError: (error) => failed(appointmentMessages.groupDeleteFailed(detailOf(error))),
    });
  };

  return {
    digitalCashEnabled,
    pendingAction: singleStatus.isPending || groupStatus.isPending ? pendingAction : null,
    onAction,
    isSavingNotes: update.isPending,
    notesError,
    onSaveNotes,
    isDeleting: deleteOne.isPending || deleteGroup.isPending,
    onDelete,
    deleting,
    alert,
    dismissAlert: () => setAlert(null),
  };
}
