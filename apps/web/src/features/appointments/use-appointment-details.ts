import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  appointmentGroupQueryOptions,
  appointmentMessages,
  appointmentQueryOptions,
  deleteAppointmentGroupMutation,
  deleteAppointmentMutation,
  describeError,
  updateAppointmentMutation,
  updateAppointmentStatusMutation,
  updateGroupStatusMutation,
  normaliseAppointment,
  normaliseAppointments,
} from '@agendina/api';
import {
  STATUS_ACTIONS,
  groupIdOf,
  planStatusChange,
  sortGroup,
  type NormalisedAppointment,
  type StatusActionId,
} from '@agendina/scheduling';
import { accessSubject } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import type { DeleteScope } from './DeleteAppointmentDialog.tsx';

const subject = (a: NormalisedAppointment) => ({ id: a.id, status: a.status, groupId: a.groupId });

/** What the details (dialog or page) show and do, wired to the API. */
export interface AppointmentDetailsController {
  status: 'loading' | 'error' | 'ready';
  appointment: NormalisedAppointment | null;
  /** The whole group by service order; just the appointment when alone or the group failed to load. */
  group: NormalisedAppointment[];
  digitalCashEnabled: boolean;
  pendingAction: StatusActionId | null;
  onAction: (action: StatusActionId) => void;
  isSavingNotes: boolean;
  notesError: string | null;
  /** Resolves once saved; rejects (after setting notesError) when the save fails. */
  onSaveNotes: (notes: string) => Promise<void>;
  isDeleting: boolean;
  onDelete: (scope: DeleteScope) => void;
  /** A failure to show in an alert dialog (status change, delete). */
  alert: string | null;
  dismissAlert: () => void;
}

/**
 * Loads an appointment and, when it has a group id, its whole group (SPEC.md §4 "Groups"); a
 * failed group load falls back to the single appointment (§8). Status changes follow
 * planStatusChange (a group changes together); deleting calls `onDeleted` with the success text.
 */
export function useAppointmentDetails(
  appointmentId: number | null,
  { onDeleted, onChanged }: { onDeleted: (message: string) => void; onChanged?: () => void },
): AppointmentDetailsController {
  const api = useApi();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [notesError, setNotesError] = useState<string | null>(null);
  const singleStatus = useMutation(updateAppointmentStatusMutation(api));
  const groupStatus = useMutation(updateGroupStatusMutation(api));
  const update = useMutation(updateAppointmentMutation(api));
  const deleteOne = useMutation(deleteAppointmentMutation(api));
  const deleteGroup = useMutation(deleteAppointmentGroupMutation(api));
  // From the delete on, nothing asks for this appointment again: a successful delete removes its
  // cache entries, and a mounted query would fetch them back (two 404s); a failure re-enables.
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const isGone = deletingId !== null && deletingId === appointmentId;
  const detail = useQuery({
    ...appointmentQueryOptions(api, appointmentId ?? 0),
    enabled: appointmentId !== null && !isGone,
  });
  const groupId = detail.data?.appointmentGroupId ?? null;
  const groupQuery = useQuery({
    ...appointmentGroupQueryOptions(api, groupId ?? ''),
    enabled: groupId !== null && !isGone,
  });

  const single = detail.data ? normaliseAppointment(detail.data) : null;
  const loaded = groupQuery.isSuccess ? normaliseAppointments(groupQuery.data) : [];
  // The group's copy is the fresher one after a group status change.
  const appointment = loaded.find((a) => a.id === single?.id) ?? single;
  const group = appointment
    ? loaded.some((a) => a.id === appointment.id)
      ? sortGroup(loaded)
      : [appointment]
    : [];
  const digitalCashEnabled = accessSubject.digitalCashEnabled();
  const pendingStatus = singleStatus.isPending || groupStatus.isPending;
  const [pendingAction, setPendingAction] = useState<StatusActionId | null>(null);

  const onAction = (actionId: StatusActionId) => {
    if (!appointment) return;
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
  const onSaveNotes = async (notes: string) => {
    if (!appointment) return;
    setNotesError(null);
    try {
      await update.mutateAsync({ id: appointment.id, body: { notes } });
    } catch (error) {
      setNotesError(appointmentMessages.notesSaveFailed);
      throw error;
    }
    onChanged?.();
  };

  const onDelete = (scope: DeleteScope) => {
    if (!appointment) return;
    const detailOf = (error: unknown) => describeError(error).message;
    const failed = (message: string) => {
      setDeletingId(null);
      setAlert(message);
    };
    if (scope === 'single') {
      setDeletingId(appointment.id);
      deleteOne.mutate(appointment.id, {
        onSuccess: () => onDeleted(appointmentMessages.deleted),
        onError: (error) => failed(appointmentMessages.deleteFailed(detailOf(error))),
      });
      return;
    }
    const id = groupIdOf({ ...appointment, groupAppointments: group });
    if (id === null) return setAlert(appointmentMessages.groupIdMissing);
    setDeletingId(appointment.id);
    deleteGroup.mutate(id, {
      onSuccess: (result) => onDeleted(appointmentMessages.groupDeleted(result.deletedCount)),
      onError: (error) => failed(appointmentMessages.groupDeleteFailed(detailOf(error))),
    });
  };

  return {
    status: appointment ? 'ready' : detail.isError ? 'error' : 'loading',
    appointment,
    group,
    digitalCashEnabled,
    pendingAction: pendingStatus ? pendingAction : null,
    onAction,
    isSavingNotes: update.isPending,
    notesError,
    onSaveNotes,
    isDeleting: deleteOne.isPending || deleteGroup.isPending,
    onDelete,
    alert,
    dismissAlert: () => setAlert(null),
  };
}
