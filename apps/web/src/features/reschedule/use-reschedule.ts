import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  describeErrorText,
  cachedGroup,
  moveAppointmentMutation,
  normaliseAppointments,
} from '@agendina/api';
import { formatMinuteOfDay, minuteOfDay, toLocalIso, type Id } from '@agendina/scheduling';
import { useToastQueue, type ToastQueue } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { placesOfMove, type MoveRequest, type PendingPlaces } from './pending-moves.ts';

export const rescheduleMessages = {
  moved: 'Appuntamento spostato',
  undone: 'Spostamento annullato',
  undo: 'Annulla',
} as const;

/** What the calendar and the "Sposta" dialog share: one move call, its undo and its messages. */
export interface Reschedule {
  /** Where pending moves are drawn until the server answers (optimistic). */
  places: PendingPlaces;
  /** Resolves once moved (the "Annulla" toast is up); rejects with the Italian refusal. */
  move: (request: MoveRequest) => Promise<void>;
  /** A drag's drop: as move, the refusal shown in an alert (the block is back in place). */
  moveByDrag: (request: MoveRequest) => void;
  toasts: ToastQueue;
  alert: string | null;
  dismissAlert: () => void;
}

const NO_PLACES: PendingPlaces = new Map();

/**
 * Reschedule by drag or by the "Sposta" dialog through POST /appointments/{id}/move. The block
 * (and its group) is drawn at the new place at once; a refusal puts it back and says why in
 * Italian (409 when the slot was taken or the visit changed meanwhile: expectedStart is the start
 * the user saw). A success offers "Annulla": the same call back to the old place.
 */
export function useReschedule(): Reschedule {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation(moveAppointmentMutation(api));
  const toasts = useToastQueue();
  const [places, setPlaces] = useState<PendingPlaces>(NO_PLACES);
  const [alert, setAlert] = useState<string | null>(null);

  const send = async (request: MoveRequest, undoable: boolean): Promise<void> => {
    const a = request.appointment;
    const shown = a.groupId ? cachedGroup(queryClient, a.groupId) : [];
    const pending = placesOfMove(request, shown);
    setPlaces((before) => new Map([...before, ...pending]));
    const forget = () =>
      setPlaces((before) => {
        const next = new Map(before);
        for (const id of pending.keys()) next.delete(id);
        return next.size === 0 ? NO_PLACES : next;
      });
    try {
      const moved = await mutation.mutateAsync({
        id: a.id,
        groupId: a.groupId,
        body: {
          dateTime: toLocalIso(request.start),
          hairdresserId: request.operatorId,
          expectedStart: toLocalIso(a.start),
        },
      });
      forget();
      const now = normaliseAppointments(moved).find((m) => m.id === a.id);
      if (!undoable || !now) {
        toasts.add({ title: rescheduleMessages.undone, tone: 'success' }, { timeout: 3000 });
        return;
      }
      const back: MoveRequest = {
        appointment: now,
        start: a.start,
        operatorId: a.hairdresserId ?? (now.hairdresserId as Id),
      };
      toasts.add({
        title: rescheduleMessages.moved,
        description: `${now.clientName}: ${formatMinuteOfDay(minuteOfDay(now.start))}${
          now.hairdresserName ? ` con ${now.hairdresserName}` : ''
        }`,
        tone: 'success',
        action: {
          label: rescheduleMessages.undo,
          onAction: () =>
            void send(back, false).catch((error: unknown) => setAlert(describeErrorText(error))),
        },
      });
    } catch (error) {
      forget();
      throw error;
    }
  };

  return {
    places,
    move: async (request) => {
      try {
        await send(request, true);
      } catch (error) {
        throw new Error(describeErrorText(error), { cause: error });
      }
    },
    moveByDrag: (request) => {
      send(request, true).catch((error: unknown) => setAlert(describeErrorText(error)));
    },
    toasts,
    alert,
    dismissAlert: () => setAlert(null),
  };
}
