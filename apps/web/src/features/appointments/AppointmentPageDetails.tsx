import { Suspense, useState } from 'react';
import type { NormalisedAppointment } from '@agendina/scheduling';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { useReschedule } from '../reschedule/use-reschedule.ts';
import { AppointmentDetails } from './AppointmentDetails.tsx';
import type { AppointmentActions } from './use-appointment-actions.ts';
import { useEditVisit } from './use-edit-visit.ts';

// «Sposta» and its «Annulla» toast come after the page is read, as on the dashboard (0035).
const [MoveAppointmentDialog] = afterFirstPaint(() =>
  import('../reschedule/MoveAppointmentDialog.tsx').then((module) => module.MoveAppointmentDialog),
);
const [RescheduleFeedback] = afterFirstPaint(() =>
  import('../reschedule/RescheduleFeedback.tsx').then((module) => module.RescheduleFeedback),
);

/**
 * The details on /appuntamento/{id}, with what the calendar's detail dialog offers besides them:
 * «Modifica appuntamento» (the booking wizard in edit mode) and «Sposta» (the keyboard move
 * dialog, with its «Annulla» toast). The same components as the dialog, so the two never differ.
 */
export function AppointmentPageDetails({
  appointmentId,
  actions,
}: {
  appointmentId: number;
  actions: AppointmentActions;
}) {
  const reschedule = useReschedule();
  const [moving, setMoving] = useState<NormalisedAppointment | null>(null);
  const onEdit = useEditVisit();
  return (
    <>
      <AppointmentDetails
        appointmentId={appointmentId}
        actions={actions}
        onMove={setMoving}
        onEdit={onEdit}
      />
      {/* Mounted closed from the start: their modules load at once, never in the way. */}
      <Suspense fallback={null}>
        <MoveAppointmentDialog
          appointment={moving}
          onOpenChange={(open) => (open ? undefined : setMoving(null))}
          onMove={reschedule.move}
        />
        <RescheduleFeedback reschedule={reschedule} />
      </Suspense>
    </>
  );
}
