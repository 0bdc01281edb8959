import { useState, useSyncExternalStore } from 'react';
import type { NormalisedAppointment } from '@agendina/scheduling';
import type { SlotPress } from '@agendina/ui';
import { NewAppointmentWizard, type NewAppointmentCreated } from '../booking/index.ts';
import { AppointmentDetailsDialog } from '../appointments/index.ts';
import { MoveAppointmentDialog, type MoveRequest } from '../reschedule/index.ts';
import type { DialogStore } from './dialog-store.ts';

/** Which dashboard modal is open (SPEC.md §2): a new appointment from a slot, a detail, "Sposta". */
export type DashboardDialog =
  | { kind: 'none' }
  | { kind: 'new-appointment'; slot: SlotPress }
  | { kind: 'details'; appointmentId: number }
  | { kind: 'move'; appointment: NormalisedAppointment };

/**
 * The dashboard's modals, one at a time. Both stay mounted (closed) between openings: the
 * delete success message and the new client's success dialog outlive the modal they close.
 */
export function DashboardDialogs({
  store,
  onCreated,
  onMove,
}: {
  /** The open dialog; the details' "Sposta" opens the move dialog in its place. */
  store: DialogStore;
  /** The move call (useReschedule's move). */
  onMove: (request: MoveRequest) => Promise<void>;
  /** After the wizard booked (and closed). */
  onCreated: (result: NewAppointmentCreated) => void;
}) {
  const dialog = useSyncExternalStore(store.subscribe, store.get);
  const onClose = () => store.set({ kind: 'none' });
  const onOpen = store.set;
  // The last pressed slot (React's "information from previous renders" pattern).
  const [slot, setSlot] = useState<SlotPress | null>(null);
  if (dialog.kind === 'new-appointment' && dialog.slot !== slot) setSlot(dialog.slot);
  return (
    <>
      <AppointmentDetailsDialog
        appointmentId={dialog.kind === 'details' ? dialog.appointmentId : null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        onMove={(appointment) => onOpen({ kind: 'move', appointment })}
      />
      <MoveAppointmentDialog
        appointment={dialog.kind === 'move' ? dialog.appointment : null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        onMove={onMove}
      />
      {slot ? (
        <NewAppointmentWizard
          isOpen={dialog.kind === 'new-appointment'}
          onOpenChange={(open) => (open ? undefined : onClose())}
          initialDateTime={slot.start}
          initialOperatorId={slot.operatorId}
          onCreated={(result) => {
            onClose();
            onCreated(result);
          }}
        />
      ) : null}
    </>
  );
}
