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
  onSaveNotes: (notes: string) => void;
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
  const detail = useQuery({
    ...appointmentQueryOptions(api, appointmentId ?? 0),
    enabled: appointmentId !== null,
  });
  const groupId = detail.data?.appointmentGroupId ?? null;
  const groupQuery = useQuery({
    ...appointmentGroupQueryOptions(api, groupId ?? ''),
    enabled: groupId !== null,
  });
  const singleStatus = useMutation(updateAppointmentStatusMutation(api));
  const groupStatus = useMutation(updateGroupStatusMutation(api));
  const update = useMutation(updateAppointmentMutation(api));
  const deleteOne = useMutation(deleteAppointmentMutation(api));
  const deleteGroup = useMutation(deleteAppointmentGroupMutation(api));

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

  const onSaveNotes = (notes: string) => {
    if (!appointment) return;
    setNotesError(null);
    update.mutate(
      { id: appointment.id, body: { notes } },
      {
        onSuccess: () => onChanged?.(),
        onError: () => setNotesError(appointmentMessages.notesSaveFailed),
      },
    );
  };

  const onDelete = (scope: DeleteScope) => {
    if (!appointment) return;
    const detailOf = (error: unknown) => describeError(error).message;
    if (scope === 'single') {
      deleteOne.mutate(appointment.id, {
        onSuccess: () => onDeleted(appointmentMessages.deleted),
        onError: (error) => setAlert(appointmentMessages.deleteFailed(detailOf(error))),
      });
      return;
    }
    const id = groupIdOf({ ...appointment, groupAppointments: group });
    if (id === null) return setAlert(appointmentMessages.groupIdMissing);
    deleteGroup.mutate(id, {
      onSuccess: (result) => onDeleted(appointmentMessages.groupDeleted(result.deletedCount)),
      onError: (error) => setAlert(appointmentMessages.groupDeleteFailed(detailOf(error))),
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
