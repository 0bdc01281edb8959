import { useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useMutation } from '@tanstack/react-query';
import {
  cancelAppointmentMutation,
  describeErrorText,
  markNoShowMutation,
  undoNoShowMutation,
} from '@agendina/api';
import {
  OUTCOME_ACTION_LABELS_IT,
  cancellationText,
  outcomeActions,
  type NormalisedAppointment,
  type OutcomeActionId,
} from '@agendina/scheduling';
import { Button, Inline, Stack, ToastRegion, useToastQueue } from '@agendina/ui';
import { useApi, useClock } from '../../lib/router-context.ts';
import { CancelAppointmentDialog } from './CancelAppointmentDialog.tsx';
import * as styles from './appointments.css.ts';

const SUCCESS = {
  CANCEL: 'Appuntamento cancellato',
  NO_SHOW: 'Appuntamento segnato come non presentato',
  UNDO_NO_SHOW: 'Non presentato annullato: l’appuntamento è di nuovo prenotato',
} as const;

/**
 * The visit's outcome in the detail (issue #19, decision 0038): "Cancella appuntamento" with a
 * reason, "Segna come non presentato" once the start has passed, "Annulla non presentato"; a
 * cancelled visit says why. The rules are @agendina/scheduling's; the server re-checks them.
 */
export function VisitOutcomeActions({
  appointment: a,
  group,
}: {
  appointment: NormalisedAppointment;
  group: readonly NormalisedAppointment[];
}) {
  const api = useApi();
  const now = Temporal.PlainDateTime.from(useClock()());
  const toasts = useToastQueue();
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation(cancelAppointmentMutation(api));
  const noShow = useMutation(markNoShowMutation(api));
  const undo = useMutation(undoNoShowMutation(api));
  const first = group[0] ?? a;
  const actions = outcomeActions({ status: a.status, start: first.start }, now);
  const done = (title: string) => toasts.add({ title, tone: 'success' }, { timeout: 3000 });
  const failed = (e: unknown) => setError(describeErrorText(e));
  const pending = cancel.isPending || noShow.isPending || undo.isPending;
  const run: Record<OutcomeActionId, () => void> = {
    CANCEL: () => setCancelOpen(true),
    NO_SHOW: () => noShow.mutate(a.id, { onSuccess: () => done(SUCCESS.NO_SHOW), onError: failed }),
    UNDO_NO_SHOW: () =>
      undo.mutate(a.id, { onSuccess: () => done(SUCCESS.UNDO_NO_SHOW), onError: failed }),
  };

  return (
    <Stack space="sm">
      {a.status === 'CANCELLED' ? (
        <p className={styles.muted}>
          {cancellationText(a.cancellationReason)}
          {a.cancellationNote ? ` — ${a.cancellationNote}` : ''}
        </p>
      ) : null}
      {actions.length > 0 ? (
        <Inline space="sm" component="div" aria-label="Esito dell'appuntamento" role="group">
          {actions.map((action) => (
            <Button
              key={action}
              variant="secondary"
              isDisabled={pending}
              onPress={() => {
                setError(null);
                run[action]();
              }}
            >
              {OUTCOME_ACTION_LABELS_IT[action]}
            </Button>
          ))}
        </Inline>
      ) : null}
      {error && !isCancelOpen ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {isCancelOpen ? (
        <CancelAppointmentDialog
          isOpen
          onOpenChange={setCancelOpen}
          groupSize={group.length}
          isCancelling={cancel.isPending}
          error={error}
          onConfirm={(body) =>
            cancel.mutate(
              { id: a.id, body },
              {
                onSuccess: () => {
                  setCancelOpen(false);
                  done(SUCCESS.CANCEL);
                },
                onError: failed,
              },
            )
          }
        />
      ) : null}
      <ToastRegion queue={toasts} />
    </Stack>
  );
}
